import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS } from "@ilha/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { testDatabases } from "../db/test-databases.ts";
import { signedUpToken } from "../test-support/signed-up.ts";

type Social = { icon: string; socialUrl: string };
type Document = {
  content: Record<
    string,
    {
      headerLinks: { text: string; link: string }[];
      pages: { components: { type: string; data: { headerSocials?: Social[] } }[] }[];
    }
  >;
};

const SOCIAL_PATH = "content.pt.pages[0].components[0].data.headerSocials[0].socialUrl";

/** The document with the home hero's first social and the first Portuguese header link at `link`. */
function withLink(document: Document, link: string): Document {
  const copy = structuredClone(document);
  const pt = copy.content.pt;
  const social = pt?.pages[0]?.components[0]?.data.headerSocials?.[0];
  const headerLink = pt?.headerLinks[0];
  if (social === undefined || headerLink === undefined) throw new Error("the template has both");
  social.socialUrl = link;
  headerLink.link = link;
  return copy;
}

describe.each(testDatabases())("typed links saved on $name", ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, dataDir: await mkdtemp(join(tmpdir(), "ilha-data-")) });
    token = await signedUpToken({
      inject: (options) => app.inject(options),
      email: "links@ilha.local",
      password: "a long password",
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function newSite(): Promise<{ url: string; document: Document }> {
    const authorization = `Bearer ${token}`;
    const created = await app.inject({
      method: "POST",
      url: "/api/v1/sites",
      payload: { name: "Maré Rent", template: "vehicle-rental" },
      headers: { authorization },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/v1/sites/${(created.json() as { id: string }).id}`;
    const fetched = await app.inject({ method: "GET", url, headers: { authorization } });
    return { url, document: fetched.json() as Document };
  }

  const save = (url: string, document: Document, version: number) =>
    app.inject({
      method: "PUT",
      url,
      payload: document,
      headers: { authorization: `Bearer ${token}`, "if-match": `"${version}"` },
    });

  it("accepts a social and a header link lacking a scheme, stored as typed", async () => {
    const { url, document } = await newSite();
    const saved = await save(url, withLink(document, "www.facebook.com/marerent"), 1);
    expect(saved.statusCode).toBe(200);
    const stored = (
      await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } })
    ).json() as Document;
    expect(stored.content.pt?.pages[0]?.components[0]?.data.headerSocials?.[0]?.socialUrl).toBe(
      "www.facebook.com/marerent",
    );
    expect(stored.content.pt?.headerLinks[0]?.link).toBe("www.facebook.com/marerent");
  });

  it.each(["javascript:alert(1)", "exa mple[.com"])(
    "refuses %j with the unsafe-URL message at the field's path",
    async (link) => {
      const { url, document } = await newSite();
      const refused = await save(url, withLink(document, link), 1);
      expect(refused.statusCode).toBe(400);
      const body = refused.json() as { code: string; details: { path: string; message: string }[] };
      expect(body.code).toBe(ERRORS.invalidDocument.code);
      expect(body.details).toEqual(
        expect.arrayContaining([
          { path: SOCIAL_PATH, message: ERRORS.unsafeUrl.message },
          { path: "content.pt.headerLinks[0].link", message: ERRORS.unsafeUrl.message },
        ]),
      );
    },
  );
});
