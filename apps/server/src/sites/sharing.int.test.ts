import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { INVITE_TTL_MS } from "./invites.ts";

type Invite = { id: string; token: string; expiresAt: string };

describe.each(testDatabases())("taking shared editing back, on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string };
  const sites = "/api/v1/sites";

  const invite = async () =>
    (
      await t.call({ method: "POST", url: `${sites}/${site.id}/invites`, token: owner })
    ).json() as Invite;
  const accept = (token: string, as: string) =>
    t.call({ method: "POST", url: "/api/v1/invites/accept", payload: { token }, token: as });

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("makes an invitation that expires in 7 days and accepts its token only in the body", async () => {
    const before = Date.now();
    const made = await invite();
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(made.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(INVITE_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(INVITE_TTL_MS + 60_000);
    const someone = await t.account();
    const inPath = await t.call({
      method: "POST",
      url: `/api/v1/invites/${made.token}/accept`,
      token: someone,
    });
    expect(inPath.statusCode).toBe(404);
    const inQuery = await t.call({
      method: "POST",
      url: `/api/v1/invites/accept?token=${made.token}`,
      token: someone,
    });
    expect(inQuery.statusCode).toBe(400);
    expect((await accept(made.token, someone)).json()).toEqual({ siteId: site.id });
  });

  it("lists the pending invitations without their tokens, and a revoked one cannot be accepted", async () => {
    const first = await invite();
    const second = await invite();
    const listed = await t.call({
      method: "GET",
      url: `${sites}/${site.id}/invites`,
      token: owner,
    });
    expect(listed.statusCode).toBe(200);
    const pending = listed.json() as { id: string; createdAt: string; expiresAt: string }[];
    expect(pending.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(JSON.stringify(pending)).not.toContain(first.token);
    expect(Object.keys(pending[0] ?? {}).sort()).toEqual(["createdAt", "expiresAt", "id"]);

    const revoked = await t.call({
      method: "DELETE",
      url: `${sites}/${site.id}/invites/${first.id}`,
      token: owner,
    });
    expect(revoked.statusCode).toBe(204);
    const late = await accept(first.token, await t.account());
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual(ERRORS.inviteRevoked);
    const after = (
      await t.call({ method: "GET", url: `${sites}/${site.id}/invites`, token: owner })
    ).json() as { id: string }[];
    expect(after.map((item) => item.id)).not.toContain(first.id);
    expect(after.map((item) => item.id)).toContain(second.id);
    const again = await t.call({
      method: "DELETE",
      url: `${sites}/${site.id}/invites/${first.id}`,
      token: owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it("leaves accepted and expired invitations out of the pending list", async () => {
    const accepted = await invite();
    await accept(accepted.token, await t.account());
    const expired = await invite();
    await t.database.db
      .update(invites)
      .set({ createdAt: new Date(Date.now() - INVITE_TTL_MS - 60_000) })
      .where(eq(invites.id, expired.id));
    const pending = (
      await t.call({ method: "GET", url: `${sites}/${site.id}/invites`, token: owner })
    ).json() as { id: string }[];
    expect(pending.map((item) => item.id)).not.toContain(accepted.id);
    expect(pending.map((item) => item.id)).not.toContain(expired.id);
  });

  it("lists the collaborators and removes one, whose next request is refused", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    const me = (
      await t.call({ method: "GET", url: "/api/v1/sites", token: collaborator, isShared: true })
    ).json() as { id: string }[];
    expect(me.map((item) => item.id)).toContain(site.id);
    const listed = await t.call({
      method: "GET",
      url: `${sites}/${site.id}/collaborators`,
      token: owner,
    });
    expect(listed.statusCode).toBe(200);
    const people = listed.json() as { id: string; email: string; since: string }[];
    const member = people.at(-1);
    expect(member?.email).toMatch(/@ilha\.local$/);
    expect(Number.isNaN(Date.parse(member?.since ?? ""))).toBe(false);

    const document = await t.call({
      method: "GET",
      url: `${sites}/${site.id}`,
      token: collaborator,
      isShared: true,
    });
    expect(document.statusCode).toBe(200);
    const removed = await t.call({
      method: "DELETE",
      url: `${sites}/${site.id}/collaborators/${member?.id}`,
      token: owner,
    });
    expect(removed.statusCode).toBe(204);
    const refused = await t.call({
      method: "PUT",
      url: `${sites}/${site.id}`,
      token: collaborator,
      isShared: true,
      headers: { "if-match": document.headers.etag as string },
      payload: document.json() as object,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(ERRORS.notFound);
    const left = (
      await t.call({ method: "GET", url: `${sites}/${site.id}/collaborators`, token: owner })
    ).json() as { id: string }[];
    expect(left.map((item) => item.id)).not.toContain(member?.id);
  });

  it("is the owner's alone: a collaborator is refused, an outsider sees no site", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    const outsider = await t.account();
    const made = await invite();
    const routes = [
      { method: "POST", url: `${sites}/${site.id}/invites` },
      { method: "GET", url: `${sites}/${site.id}/invites` },
      { method: "DELETE", url: `${sites}/${site.id}/invites/${made.id}` },
      { method: "GET", url: `${sites}/${site.id}/collaborators` },
      { method: "DELETE", url: `${sites}/${site.id}/collaborators/anyone` },
    ] as const;
    for (const route of routes) {
      const asCollaborator = await t.call({ ...route, token: collaborator, isShared: true });
      expect(asCollaborator.json(), `${route.method} ${route.url}`).toEqual(ERRORS.ownerOnly);
      const asOutsider = await t.call({ ...route, token: outsider, isShared: true });
      expect(asOutsider.json(), `${route.method} ${route.url}`).toEqual(ERRORS.notFound);
    }
    expect((await accept(made.token, outsider)).statusCode).toBe(200);
  });
});
