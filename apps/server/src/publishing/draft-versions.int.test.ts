import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteVersions } from "../db/schema.ts";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";

type Version = {
  number: number;
  publishedAt: string;
  draftVersion: number | null;
  isLive: boolean;
};
type Summary = {
  id: string;
  version: number;
  liveVersion: number | null;
  liveDraftVersion: number | null;
  livePublishedAt: string | null;
  lastPublishedAt: string | null;
};

describe.each(testDatabases())(
  "the draft each published version was made from, on $name",
  (database) => {
    let t: TestApp;
    let owner: string;
    let site: { id: string };
    let url: string;

    beforeAll(async () => {
      t = await testApp(database);
      owner = await t.account();
      site = await t.templateSite(owner);
      url = `/api/v1/sites/${site.id}`;
    });

    afterAll(async () => {
      await t?.close();
    });

    const publish = (etag?: string) =>
      t.call({
        method: "POST",
        url: `${url}/publish`,
        token: owner,
        ...(etag === undefined ? {} : { headers: { "if-match": etag } }),
      });
    const versions = async () =>
      (await t.call({ method: "GET", url: `${url}/versions`, token: owner })).json() as Version[];
    const listed = async () => {
      const list = (await t.call({ method: "GET", url: "/api/v1/sites", token: owner })).json();
      return (list as Summary[]).find((entry) => entry.id === site.id);
    };
    const rename = async (name: string) => {
      const current = await t.call({ method: "GET", url, token: owner });
      const saved = await t.call({
        method: "PATCH",
        url,
        token: owner,
        headers: { "if-match": String(current.headers.etag) },
        payload: {
          operations: [{ op: "setSiteField", language: "pt", path: ["name"], value: name }],
        },
      });
      expect(saved.statusCode).toBe(204);
      return String(saved.headers.etag);
    };

    it("lists an unpublished site with no live draft version and no publish date", async () => {
      expect(await listed()).toMatchObject({
        version: 1,
        liveVersion: null,
        liveDraftVersion: null,
        livePublishedAt: null,
        lastPublishedAt: null,
      });
      expect(await versions()).toEqual([]);
    });

    it("records the draft version a publish was built from, and lists it for the live version", async () => {
      expect((await publish('"1"')).json()).toEqual({ version: 1 });
      const [first] = await versions();
      expect(first).toMatchObject({ number: 1, draftVersion: 1, isLive: true });
      const summary = await listed();
      expect(summary).toMatchObject({ version: 1, liveVersion: 1, liveDraftVersion: 1 });
      expect(summary?.livePublishedAt).toBe(first?.publishedAt);
      expect(summary?.lastPublishedAt).toBe(first?.publishedAt);
    });

    it("tells the draft changed since the live version, until it is published again", async () => {
      const etag = await rename("Maré Rent Porto Santo");
      expect(etag).toBe('"2"');
      expect(await listed()).toMatchObject({ version: 2, liveVersion: 1, liveDraftVersion: 1 });
      expect((await publish(etag)).json()).toEqual({ version: 2 });
      expect(await versions()).toMatchObject([
        { number: 2, draftVersion: 2, isLive: true },
        { number: 1, draftVersion: 1, isLive: false },
      ]);
      expect(await listed()).toMatchObject({ version: 2, liveVersion: 2, liveDraftVersion: 2 });
    });

    it("follows a restored version's draft version, and forgets it when unpublished", async () => {
      const restored = await t.call({
        method: "POST",
        url: `${url}/versions/1/restore`,
        token: owner,
      });
      expect(restored.statusCode).toBe(200);
      expect(await listed()).toMatchObject({ version: 2, liveVersion: 1, liveDraftVersion: 1 });
      const unpublished = await t.call({ method: "POST", url: `${url}/unpublish`, token: owner });
      expect(unpublished.statusCode).toBe(204);
      const [latest] = await versions();
      expect(await listed()).toMatchObject({
        liveVersion: null,
        liveDraftVersion: null,
        livePublishedAt: null,
        // An unpublished site still tells when it was last published: its latest version's date.
        lastPublishedAt: latest?.publishedAt,
      });
      expect(latest?.number).toBe(2);
      expect((await versions()).map((version) => version.isLive)).toEqual([false, false]);
    });

    it("answers null for a version whose draft was never recorded", async () => {
      await t.call({ method: "POST", url: `${url}/versions/2/restore`, token: owner });
      await t.database.db
        .update(siteVersions)
        .set({ draftVersion: null })
        .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, 2)));
      expect((await versions())[0]).toMatchObject({ number: 2, draftVersion: null, isLive: true });
      const summary = await listed();
      expect(summary).toMatchObject({ liveVersion: 2, liveDraftVersion: null });
      expect(summary?.livePublishedAt).not.toBeNull();
    });
  },
);
