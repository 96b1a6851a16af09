import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../auth/tokens.ts";
import { invites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

/** Shared editing (spec §6): what an invited collaborator may do with an owner's site. */
describe.each(testDatabases())("a site's collaborators on $name", (database) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Accepts an invitation, its token in the body, as the account of `as`. */
  const accept = (inviteToken: string, as: string) =>
    t.call({
      method: "POST",
      url: "/api/v1/invites/accept",
      payload: { token: inviteToken },
      token: as,
    });

  it("lets an invited collaborator edit in shared mode, but not delete, invite, or see it otherwise", async () => {
    const site = await t.templateSite(owner);
    const url = `/api/v1/sites/${site.id}`;
    const invite = await t.call({ method: "POST", url: `${url}/invites`, token: owner });
    expect(invite.statusCode).toBe(201);
    const { token: inviteToken } = invite.json() as { token: string };
    const collaborator = await t.account();
    expect((await accept(inviteToken, collaborator)).json()).toEqual({ siteId: site.id });
    const reused = await accept(inviteToken, await t.account());
    expect(reused.statusCode).toBe(410);
    expect((await t.call({ method: "GET", url, token: collaborator })).statusCode).toBe(404);
    const document = await t.call({ method: "GET", url, token: collaborator, isShared: true });
    expect(document.statusCode).toBe(200);
    const saved = await t.call({
      method: "PUT",
      url,
      payload: { ...(document.json() as object), name: "Shared edit" },
      token: collaborator,
      isShared: true,
      headers: { "if-match": document.headers.etag as string },
    });
    expect(saved.statusCode).toBe(200);
    const edited = saved.json() as { settings: { email: string }; hash: string };
    const redirecting = await t.call({
      method: "PUT",
      url,
      payload: { ...edited, settings: { ...edited.settings, email: "thief@example.com" } },
      token: collaborator,
      isShared: true,
      headers: { "if-match": saved.headers.etag as string },
    });
    expect(redirecting.statusCode).toBe(403);
    expect(redirecting.json()).toEqual(ERRORS.ownerOnly);
    const rehashing = await t.call({
      method: "PUT",
      url,
      payload: { ...edited, hash: "anotherHash0" },
      token: collaborator,
      isShared: true,
      headers: { "if-match": saved.headers.etag as string },
    });
    expect(rehashing.statusCode).toBe(400);
    expect((rehashing.json() as { details: { path: string }[] }).details).toEqual([
      { path: "hash", message: "The site's hash cannot change" },
    ]);
    const current = await t.call({ method: "GET", url, token: owner });
    expect(current.headers.etag).toBe(saved.headers.etag);
    expect((current.json() as typeof edited).settings.email).toBe(edited.settings.email);
    const deleting = await t.call({ method: "DELETE", url, token: collaborator, isShared: true });
    expect(deleting.statusCode).toBe(403);
    expect(deleting.json()).toEqual(ERRORS.ownerOnly);
    expect(
      (await t.call({ method: "POST", url: `${url}/invites`, token: collaborator, isShared: true }))
        .statusCode,
    ).toBe(403);
    const shared = await t.call({
      method: "GET",
      url: "/api/v1/sites",
      token: collaborator,
      isShared: true,
    });
    expect(
      (shared.json() as { id: string; role: string }[]).find((item) => item.id === site.id)?.role,
    ).toBe("collaborator");
    expect((await t.call({ method: "DELETE", url, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: "GET", url, token: owner })).statusCode).toBe(404);
  });

  it("refuses an invitation accepted more than 7 days after it was made", async () => {
    const site = await t.templateSite(owner);
    const invite = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/invites`,
      token: owner,
    });
    const { token } = invite.json() as { token: string };
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(invites)
      .set({ createdAt: eightDaysAgo })
      .where(eq(invites.tokenHash, hashToken(token)));
    const late = await accept(token, await t.account());
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual(ERRORS.inviteExpired);
  });
});
