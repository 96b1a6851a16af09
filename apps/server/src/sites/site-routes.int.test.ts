import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import { inArray } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { sites } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { signedUpToken } from "../test-support/signed-up.ts";
import { RESERVED_SLUGS } from "./reserved-slugs.ts";

type Site = { id: string; slug: string; name: string; version: number; liveUrl: string };

describe.each(testDatabases())("sites on $name", ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let counter = 0;

  const call = (options: InjectOptions & { token?: string; shared?: boolean }) => {
    const { token, shared, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        ...(rest.headers ?? {}),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(shared === true ? { "x-shared-editing": "1" } : {}),
      },
    });
  };

  async function account(): Promise<string> {
    return signedUpToken({
      inject: (options) => app.inject(options),
      email: `user${++counter}@ilha.local`,
      password: "a long password",
    });
  }

  /** Accepts an invitation, its token in the body, as the account of `as`. */
  const _accept = (inviteToken: string, as: string) =>
    call({
      method: "POST",
      url: "/api/v1/invites/accept",
      payload: { token: inviteToken },
      token: as,
    });

  async function newSite(
    token: string,
    payload: object = { name: "Maré Rent", template: "vehicle-rental" },
  ) {
    const response = await call({ method: "POST", url: "/api/v1/sites", payload, token });
    expect(response.statusCode).toBe(201);
    return response.json() as Site;
  }

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, dataDir: await mkdtemp(join(tmpdir(), "ilha-data-")) });
    owner = await account();
    other = await account();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("creates a blank site and a copy of the template, listed with x-total-count", async () => {
    const token = await account();
    const blank = await newSite(token, { name: "Café Atlântico" });
    expect(blank.slug).toBe("cafe-atlantico");
    const copy = await newSite(token);
    expect(copy.slug).toBe("mare-rent");
    const list = await call({ method: "GET", url: "/api/v1/sites", token });
    expect(list.headers["x-total-count"]).toBe("2");
    expect((list.json() as Site[]).map((site) => site.name).sort()).toEqual([
      "Café Atlântico",
      "Maré Rent",
    ]);
    // Each with its public address: its own host, on the server's public origin's port.
    expect(blank.liveUrl).toBe("http://cafe-atlantico.localhost:3000/");
    expect((list.json() as Site[]).map((site) => site.liveUrl).sort()).toEqual([
      "http://cafe-atlantico.localhost:3000/",
      "http://mare-rent.localhost:3000/",
    ]);
    const document = await call({ method: "GET", url: `/api/v1/sites/${copy.id}`, token });
    expect(document.headers.etag).toBe('"1"');
    expect(document.json()).toMatchObject({ id: copy.id, slug: copy.slug, name: "Maré Rent" });
    const again = await newSite(await account());
    expect(again.slug).toMatch(/^mare-rent-[0-9a-f]{6}$/);
  });

  it("refuses a slug that names one of the platform's hosts, and never makes one from a name", async () => {
    const token = await account();
    for (const slug of ["www", "api", "admin", "mail", "ns1"]) {
      const asked = await call({
        method: "POST",
        url: "/api/v1/sites",
        payload: { name: "Mine", slug },
        token,
      });
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual(ERRORS.reservedSlug);
    }
    const taken = await database.db
      .select({ slug: sites.slug })
      .from(sites)
      .where(inArray(sites.slug, ["www", "api", "admin", "mail", "ns1"]));
    expect(taken).toEqual([]);
    for (const [name, base] of [
      ["Admin", "admin"],
      ["  Static!  ", "static"],
      ["Log-in", "log-in"],
    ] as const) {
      const made = await newSite(token, { name });
      if (RESERVED_SLUGS.has(base)) expect(made.slug).toMatch(new RegExp(`^${base}-[0-9a-f]{6}$`));
      else expect(made.slug).toBe(base);
    }
    const chosen = await call({
      method: "POST",
      url: "/api/v1/sites",
      payload: { name: "Mine", slug: "my-own-place" },
      token,
    });
    expect((chosen.json() as Site).slug).toBe("my-own-place");
  });

  it("gives each of concurrent sites of one name its own slug", async () => {
    const tokens = await Promise.all([account(), account(), account(), account()]);
    const made = await Promise.all(
      tokens.map((token) =>
        call({ method: "POST", url: "/api/v1/sites", payload: { name: "Concorrência" }, token }),
      ),
    );
    expect(made.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = made.map((response) => (response.json() as Site).slug);
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toContain("concorrencia");
  });

  it("saves with If-Match, refuses a stale or missing version, and reports field paths", async () => {
    const site = await newSite(owner);
    const url = `/api/v1/sites/${site.id}`;
    const document = (await call({ method: "GET", url, token: owner })).json() as Record<
      string,
      unknown
    >;
    const renamed = { ...document, name: "Maré Rent Porto Santo" };
    const missing = await call({ method: "PUT", url, payload: renamed, token: owner });
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual(ERRORS.preconditionRequired);
    const saved = await call({
      method: "PUT",
      url,
      payload: renamed,
      token: owner,
      headers: { "if-match": '"1"' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await call({
      method: "PUT",
      url,
      payload: renamed,
      token: owner,
      headers: { "if-match": '"1"' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ ...ERRORS.versionConflict, details: { currentVersion: 2 } });
    const invalid = await call({
      method: "PUT",
      url,
      payload: { ...renamed, plan: "gold", surprise: true },
      token: owner,
      headers: { "if-match": '"2"' },
    });
    expect(invalid.statusCode).toBe(400);
    const body = invalid.json() as { code: string; details: { path: string }[] };
    expect(body.code).toBe(ERRORS.invalidDocument.code);
    expect(body.details.map((problem) => problem.path)).toEqual(expect.arrayContaining(["plan"]));
    const after = await call({ method: "GET", url, token: owner });
    expect(after.headers.etag).toBe('"2"');
    expect(after.json()).toMatchObject({ name: "Maré Rent Porto Santo", plan: "free" });
  });

  it("renames a site in the list by a PATCH or a PUT of its document's name, and refuses an empty one", async () => {
    const token = await account();
    const site = await newSite(token);
    const url = `/api/v1/sites/${site.id}`;
    const listedName = async () =>
      ((await call({ method: "GET", url: "/api/v1/sites", token })).json() as Site[]).find(
        (entry) => entry.id === site.id,
      )?.name;
    const rename = (name: string, etag: string) =>
      call({
        method: "PATCH",
        url,
        token,
        headers: { "if-match": etag },
        payload: {
          operations: [{ op: "setSiteField", language: "en", path: ["name"], value: name }],
        },
      });
    const patched = await rename("Maré Rent Madeira", '"1"');
    expect(patched.statusCode).toBe(204);
    expect(await listedName()).toBe("Maré Rent Madeira");
    const empty = await rename("", '"2"');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: ERRORS.invalidFieldValue.code });
    expect(await listedName()).toBe("Maré Rent Madeira");
    const document = await call({ method: "GET", url, token });
    expect(document.json()).toMatchObject({ name: "Maré Rent Madeira" });
    const put = await call({
      method: "PUT",
      url,
      token,
      headers: { "if-match": String(document.headers.etag) },
      payload: { ...(document.json() as object), name: "Maré Rent Porto Santo" },
    });
    expect(put.statusCode).toBe(200);
    expect(await listedName()).toBe("Maré Rent Porto Santo");
    expect((await call({ method: "GET", url, token })).json()).toMatchObject({
      slug: site.slug,
      name: "Maré Rent Porto Santo",
    });
  });

  it("answers another owner's site, and any site without a valid token, as it should", async () => {
    const site = await newSite(owner);
    const url = `/api/v1/sites/${site.id}`;
    expect((await call({ method: "GET", url, token: other })).statusCode).toBe(404);
    expect((await call({ method: "DELETE", url, token: other })).statusCode).toBe(404);
    expect((await call({ method: "GET", url })).statusCode).toBe(401);
    expect((await call({ method: "GET", url, token: "x".repeat(43) })).statusCode).toBe(401);
    expect((await call({ method: "GET", url: "/api/v1/sites" })).json()).toEqual(
      ERRORS.unauthorized,
    );
  });

  it("keeps every acknowledged update of concurrent editors", async () => {
    const site = await newSite(owner);
    const url = `/api/v1/sites/${site.id}`;
    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, editor) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          const current = await call({ method: "GET", url, token: owner });
          const document = current.json() as { name: string };
          const saved = await call({
            method: "PUT",
            url,
            payload: { ...document, name: `${document.name} +${editor}` },
            token: owner,
            headers: { "if-match": current.headers.etag as string },
          });
          if (saved.statusCode === 200) {
            acknowledged.push(`+${editor}`);
            return;
          }
          expect(saved.statusCode).toBe(412);
        }
      }),
    );
    const final = (await call({ method: "GET", url, token: owner })).json() as { name: string };
    expect(acknowledged).toHaveLength(4);
    for (const marker of acknowledged) expect(final.name).toContain(marker);
  });
});
