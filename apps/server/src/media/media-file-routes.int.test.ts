import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { testImage, uploadForm } from "../test-support/test-images.ts";
import type { MediaItem } from "./media.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The document with its scooter card showing `upload` (the first image of the home page). */
function withUpload(document: unknown, upload: MediaItem): object {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (typeof value !== "object" || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record.imgUrl === "/images/card-scooter-768.webp") {
      return { ...record, imgUrl: upload.imgUrl, imgDimensions: upload.imgDimensions };
    }
    return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, visit(entry)]));
  };
  return visit(document) as object;
}

describe.each(testDatabases())("serving and publishing media on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string; slug: string };
  let uploaded: MediaItem;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
    const bytes = await testImage({ format: "jpeg", width: 1600, height: 1200 });
    const response = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/media`,
      payload: uploadForm({ bytes, fileName: "bay.jpg", type: "image/jpeg" }),
      token: owner,
    });
    uploaded = response.json() as MediaItem;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("serves an upload as immutable WebP, with nosniff, to anyone", async () => {
    const response = await get(uploaded.imgUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const head = await t.call({ method: "HEAD", url: uploaded.imgUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
  });

  it("answers 404 for unknown files and for every path that would leave the media folder", async () => {
    const name = uploaded.imgUrl.split("/").at(-1) ?? "";
    for (const url of [
      `/media/${site.id}/${crypto.randomUUID()}-small.webp`,
      `/media/${site.id}/${name}.tmp`,
      `/media/${site.id}/..%2F..%2Fpublished`,
      `/media/${site.id}/%2e%2e%2f${name}`,
      `/media/..%2F${site.id}/${name}`,
      `/media/%2e%2e/${name}`,
      `/media/${site.id}/..%5C${name}`,
      `/media/${site.id}/${name}%00`,
      `/media/${site.id}/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      "/media/../../etc/passwd",
      `/media/${site.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).not.toBe("image/webp");
    }
  });

  it("publishes the images a page uses into the version: shown by path and by host, even once the upload is gone", async () => {
    const document = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    const withImage = withUpload(JSON.parse(document.body), uploaded);
    const save = (payload: object, etag: string) =>
      t.call({
        method: "PUT",
        url: `/api/v1/sites/${site.id}`,
        payload,
        headers: { "if-match": etag },
        token: owner,
      });
    const saved = await save(withImage, document.headers.etag as string);
    expect(saved.statusCode).toBe(200);
    const publish = await t.call({
      method: "POST",
      url: `/api/v1/sites/${site.id}/publish`,
      token: owner,
    });
    expect(publish.statusCode).toBe(200);

    const home = await get(`/s/${site.slug}/`);
    const byPath = `/s/${site.slug}${uploaded.imgUrl}`;
    expect(home.body).toContain(`src="${byPath}"`);
    expect(home.body).toContain(`/s/${site.slug}${uploaded.imgDimensions.small?.url} 480w`);
    const host = { host: `${site.slug}.localhost:3000` };
    const hostHome = await get("/", host);
    expect(hostHome.body).toContain(`src="${uploaded.imgUrl}"`);
    const check = async () => {
      for (const [url, headers] of [
        [byPath, {}],
        [uploaded.imgUrl, host],
        [`/s/${site.slug}${uploaded.imgDimensions.xlarge?.url}`, {}],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers["content-type"], url).toBe("image/webp");
        expect(response.headers["cache-control"], url).toBe(IMMUTABLE);
        expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      }
    };
    await check();

    const current = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    const restored = await save(
      JSON.parse(document.body) as object,
      current.headers.etag as string,
    );
    expect(restored.statusCode).toBe(200);
    const deleted = await t.call({
      method: "DELETE",
      url: `/api/v1/sites/${site.id}/media/${uploaded.id}`,
      token: owner,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(uploaded.imgUrl)).statusCode).toBe(404);
    await check();
  });
});
