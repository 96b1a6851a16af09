import { ERRORS } from "@ilha/core";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANVAS_TOKEN_LIFETIME_MS } from "../auth/canvas-tokens.ts";
import { startSession } from "../auth/sessions.ts";
import { hashToken } from "../auth/tokens.ts";
import { canvasTokens } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

const LIFETIME_SECONDS = CANVAS_TOKEN_LIFETIME_MS / 1000;

/** The `Set-Cookie` values of an answer. */
function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The value a `Set-Cookie` list gives the cookie `name`. */
function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = setCookies(response).find((value) => value.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(";")[0];
}

describe.each(testDatabases())("the canvas token on $name", (database) => {
  let t: TestApp;
  /** The same app behind a proxy it trusts (127.0.0.1, where injected requests come from). */
  let proxied: TestApp;
  let owner: string;
  let site: { id: string };
  /** The owner and site of `proxied`, whose database is its own. */
  let proxiedOwner: string;
  let proxiedSite: { id: string };
  /** How far the app's clock is ahead of the real one. */
  let aheadMs = 0;

  beforeAll(async () => {
    const clock = () => new Date(Date.now() + aheadMs);
    t = await testApp(database, { clock });
    proxied = await testApp(database, { clock, trustProxy: ["127.0.0.1"] });
    owner = await t.account();
    site = await t.templateSite(owner);
    proxiedOwner = await proxied.account();
    proxiedSite = await proxied.templateSite(proxiedOwner);
  });

  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  const issue = (token: string | undefined, app = t, headers: Record<string, string> = {}) =>
    app.call({ method: "POST", url: "/api/v1/auth/canvas-token", token, headers });

  /** A new canvas token of the session `token`, as the route's cookie holds it. */
  const canvasToken = async (token: string) => {
    const value = cookieValue(await issue(token), "ilha_canvas");
    if (value === undefined) throw new Error("the route sets the canvas's cookie");
    return value;
  };

  const imageWith = (cookie: string) =>
    t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/draft/images/hero-480.webp`,
      headers: { cookie: `theme=dark; ${cookie}` },
    });

  it("sets an HttpOnly, same-site cookie on the sites API with a token of its own, stored hashed", async () => {
    const response = await issue(owner);
    expect(response.statusCode).toBe(200);
    const { expiresAt, lifetimeSeconds } = response.json() as {
      expiresAt: string;
      lifetimeSeconds: number;
    };
    expect(lifetimeSeconds).toBe(15 * 60);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const [cookie, ...others] = setCookies(response);
    expect(others).toEqual([]);
    expect(cookie).toMatch(
      new RegExp(
        `^ilha_canvas=[A-Za-z0-9_-]{43}; Path=/api/v1/sites/; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Strict$`,
      ),
    );
    const token = cookieValue(response, "ilha_canvas") ?? "";
    expect(token).not.toBe(owner);
    expect(response.body).not.toContain(token);
    const stored = await t.database.db.select().from(canvasTokens);
    expect(stored.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("reads a draft's image with the canvas token in the cookie, for the owner and a collaborator", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    for (const session of [owner, collaborator]) {
      const response = await imageWith(`ilha_canvas=${await canvasToken(session)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
    }
    const flag = await t.call({
      method: "GET",
      url: `/api/v1/sites/${site.id}/draft/flags/pt.svg`,
      headers: { cookie: `ilha_canvas=${await canvasToken(owner)}` },
    });
    expect(flag.statusCode).toBe(200);
  });

  it("refuses the session token in the canvas's cookie", async () => {
    const response = await imageWith(`ilha_canvas=${owner}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(ERRORS.unauthorized);
  });

  it("is refused as a bearer everywhere: the site, the account, the route that issues it, the draft's files", async () => {
    const token = await canvasToken(owner);
    const requests = [
      { method: "GET", url: `/api/v1/sites/${site.id}` },
      { method: "GET", url: "/api/v1/sites" },
      { method: "GET", url: "/api/v1/auth/me" },
      { method: "POST", url: "/api/v1/auth/canvas-token" },
      { method: "POST", url: "/api/v1/auth/logout" },
      { method: "GET", url: `/api/v1/sites/${site.id}/draft/images/hero-480.webp` },
    ] as const;
    for (const request of requests) {
      const response = await t.call({ ...request, token });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual(ERRORS.unauthorized);
    }
    expect((await imageWith(`ilha_canvas=${token}`)).statusCode).toBe(200);
  });

  it("is issued to a live session only", async () => {
    expect((await issue(undefined)).statusCode).toBe(401);
    const stranger = await issue("z".repeat(43));
    expect(stranger.statusCode).toBe(401);
    expect(setCookies(stranger)).toEqual([]);
  });

  it("reads until its lifetime is over, and not after, while the session lives on", async () => {
    const token = await canvasToken(owner);
    try {
      aheadMs = CANVAS_TOKEN_LIFETIME_MS - 5_000;
      expect((await imageWith(`ilha_canvas=${token}`)).statusCode).toBe(200);
      aheadMs = CANVAS_TOKEN_LIFETIME_MS + 1_000;
      const expired = await imageWith(`ilha_canvas=${token}`);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(ERRORS.unauthorized);
      const renewed = await canvasToken(owner);
      expect((await imageWith(`ilha_canvas=${renewed}`)).statusCode).toBe(200);
    } finally {
      aheadMs = 0;
    }
  });

  it("ends with its session: logout takes the cookie away and the token stops reading", async () => {
    const session = await t.account();
    const token = await canvasToken(session);
    const logout = await t.call({ method: "POST", url: "/api/v1/auth/logout", token: session });
    expect(logout.statusCode).toBe(204);
    expect(setCookies(logout)).toEqual([
      "ilha_canvas=; Path=/api/v1/sites/; Max-Age=0; HttpOnly; SameSite=Strict",
    ]);
    expect((await imageWith(`ilha_canvas=${token}`)).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(canvasTokens)
      .where(eq(canvasTokens.tokenHash, hashToken(token)));
    expect(left).toEqual([]);
  });

  it("ends for every session of the account with logout-everywhere", async () => {
    const first = await t.account();
    const me = await t.call({ method: "GET", url: "/api/v1/auth/me", token: first });
    const { id: userId } = me.json() as { id: string };
    const second = await startSession({ db: t.database.db, userId });
    const own = await t.templateSite(first);
    const read = (token: string) =>
      t.call({
        method: "GET",
        url: `/api/v1/sites/${own.id}/draft/images/hero-480.webp`,
        headers: { cookie: `ilha_canvas=${token}` },
      });
    const tokens = [await canvasToken(first), await canvasToken(second)];
    for (const token of tokens) expect((await read(token)).statusCode).toBe(200);
    const everywhere = await t.call({
      method: "POST",
      url: "/api/v1/auth/logout-everywhere",
      token: first,
    });
    expect(everywhere.statusCode).toBe(204);
    expect(cookieValue(everywhere, "ilha_canvas")).toBe("");
    for (const token of tokens) expect((await read(token)).statusCode).toBe(401);
  });

  describe("on https, as the server sees it", () => {
    const https = { "x-forwarded-proto": "https" };
    const imageOverHttps = (cookie: string) =>
      proxied.call({
        method: "GET",
        url: `/api/v1/sites/${proxiedSite.id}/draft/images/hero-480.webp`,
        headers: { cookie, ...https },
      });

    it("is named __Host-, Secure on the whole host, and takes away the plain cookie", async () => {
      const response = await issue(proxiedOwner, proxied, https);
      expect(response.statusCode).toBe(200);
      const [cookie, plain] = setCookies(response);
      expect(cookie).toMatch(
        new RegExp(
          `^__Host-ilha_canvas=[A-Za-z0-9_-]{43}; Path=/; Secure; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Strict$`,
        ),
      );
      expect(cookie).not.toContain("Domain");
      expect(plain).toBe(
        "ilha_canvas=; Path=/api/v1/sites/; Max-Age=0; Secure; HttpOnly; SameSite=Strict",
      );
      const token = cookieValue(response, "__Host-ilha_canvas") ?? "";
      expect((await imageOverHttps(`__Host-ilha_canvas=${token}`)).statusCode).toBe(200);
      // On https only the `__Host-` cookie is read: no other host of the domain can set that one.
      expect((await imageOverHttps(`ilha_canvas=${token}`)).statusCode).toBe(401);
    });

    it("clears the __Host- cookie at logout", async () => {
      const session = await proxied.account();
      const logout = await proxied.call({
        method: "POST",
        url: "/api/v1/auth/logout",
        token: session,
        headers: https,
      });
      expect(setCookies(logout)[0]).toBe(
        "__Host-ilha_canvas=; Path=/; Secure; Max-Age=0; HttpOnly; SameSite=Strict",
      );
    });

    it("believes X-Forwarded-Proto only from a proxy it trusts", async () => {
      const response = await issue(owner, t, https);
      expect(setCookies(response)[0]).toMatch(/^ilha_canvas=.*; Path=\/api\/v1\/sites\//);
    });
  });
});
