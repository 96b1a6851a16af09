import { access } from "node:fs/promises";
import { join } from "node:path";
import { ERRORS, imageGroupField } from "@ilha/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import {
  animatedGif,
  type TestImageFormat,
  testImage,
  uploadForm,
} from "../test-support/test-images.ts";
import type { MediaItem } from "./media.ts";
import { mediaDir } from "./media-files.ts";

describe.each(testDatabases())("media uploads on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string };
  const mediaUrl = (id = site.id) => `/api/v1/sites/${id}/media`;
  const upload = (payload: FormData, { token = owner, isShared = false, id = site.id } = {}) =>
    t.call({ method: "POST", url: mediaUrl(id), payload, token, isShared });

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each<[TestImageFormat, string]>([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
  ])(
    "turns a %s into WebP at the four image-set widths, with their dimensions",
    async (format, type) => {
      const bytes = await testImage({ format, width: 2400, height: 1200 });
      const response = await upload(uploadForm({ bytes, fileName: `photo.${format}`, type }));
      expect(response.statusCode).toBe(201);
      const uploaded = response.json() as MediaItem;
      const prefix = `/media/${site.id}/${uploaded.id}`;
      expect(uploaded.imgDimensions).toEqual({
        small: { url: `${prefix}-small.webp`, width: 480, height: 240 },
        medium: { url: `${prefix}-medium.webp`, width: 768, height: 384 },
        large: { url: `${prefix}-large.webp`, width: 1440, height: 720 },
        xlarge: { url: `${prefix}-xlarge.webp`, width: 1920, height: 960 },
      });
      expect(uploaded.imgUrl).toBe(`${prefix}-medium.webp`);
      for (const variant of Object.values(uploaded.imgDimensions)) {
        const served = await t.call({ method: "GET", url: variant.url });
        expect(served.statusCode).toBe(200);
        const metadata = await sharp(served.rawPayload).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          "webp",
          variant.width,
          variant.height,
        ]);
      }
    },
  );

  it("answers what pastes into a document's image field", async () => {
    const bytes = await testImage({ format: "png", width: 1000, height: 500 });
    const uploaded = (
      await upload(uploadForm({ bytes, fileName: "a.png", type: "image/png" }))
    ).json() as MediaItem;
    const { imgUrl, imgDimensions } = uploaded;
    expect(imageGroupField.schema.safeParse({ imgUrl, imgDimensions, alt: "A bay" }).success).toBe(
      true,
    );
  });

  it("never upscales: a small image has every size at its own width, in one file", async () => {
    const bytes = await testImage({ format: "png", width: 300, height: 200 });
    const uploaded = (
      await upload(uploadForm({ bytes, fileName: "small.png", type: "image/png" }))
    ).json() as MediaItem;
    const own = { url: `/media/${site.id}/${uploaded.id}-small.webp`, width: 300, height: 200 };
    expect(uploaded.imgDimensions).toEqual({ small: own, medium: own, large: own, xlarge: own });
  });

  it("keeps an animated GIF animated, each frame resized", async () => {
    const bytes = await animatedGif({ width: 600, height: 400, frames: 3 });
    const uploaded = (
      await upload(uploadForm({ bytes, fileName: "anim.gif", type: "image/gif" }))
    ).json() as MediaItem;
    expect(uploaded.imgDimensions.small).toMatchObject({ width: 480, height: 320 });
    expect(uploaded.imgDimensions.medium).toMatchObject({ width: 600, height: 400 });
    const served = await t.call({ method: "GET", url: uploaded.imgDimensions.small?.url ?? "" });
    expect((await sharp(served.rawPayload).metadata()).pages).toBe(3);
  });

  it("applies a JPEG's EXIF orientation and keeps none of its metadata", async () => {
    const bytes = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: "white" },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Secret place" } } })
      .toBuffer();
    const uploaded = (
      await upload(uploadForm({ bytes, fileName: "phone.jpg", type: "image/jpeg" }))
    ).json() as MediaItem;
    expect(uploaded.imgDimensions.small).toMatchObject({ width: 480, height: 800 });
    const served = await t.call({ method: "GET", url: uploaded.imgDimensions.small?.url ?? "" });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.exif, metadata.orientation]).toEqual([undefined, undefined]);
  });

  it("answers 401 without a token and 404 for another owner's site or an unknown one", async () => {
    const bytes = await testImage({ format: "png", width: 40, height: 40 });
    const form = () => uploadForm({ bytes, fileName: "a.png", type: "image/png" });
    const anonymous = await t.call({ method: "POST", url: mediaUrl(), payload: form() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(ERRORS.unauthorized);
    expect((await t.call({ method: "GET", url: mediaUrl() })).statusCode).toBe(401);
    const stranger = await t.account();
    const foreign = await upload(form(), { token: stranger });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(ERRORS.notFound);
    expect((await t.call({ method: "GET", url: mediaUrl(), token: stranger })).statusCode).toBe(
      404,
    );
    expect((await upload(form(), { id: "no-such-site" })).statusCode).toBe(404);
  });

  it("lets a collaborator upload and list in shared mode, but only the owner deletes", async () => {
    const collaborator = await t.collaborator(owner, site.id);
    const bytes = await testImage({ format: "jpeg", width: 800, height: 600 });
    const form = () => uploadForm({ bytes, fileName: "a.jpg", type: "image/jpeg" });
    expect((await upload(form(), { token: collaborator })).statusCode).toBe(404);
    const shared = await upload(form(), { token: collaborator, isShared: true });
    expect(shared.statusCode).toBe(201);
    const listed = await t.call({
      method: "GET",
      url: mediaUrl(),
      token: collaborator,
      isShared: true,
    });
    expect(listed.statusCode).toBe(200);
    const { id } = shared.json() as MediaItem;
    const url = `${mediaUrl()}/${id}`;
    const refused = await t.call({ method: "DELETE", url, token: collaborator, isShared: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(ERRORS.ownerOnly);
    expect((await t.call({ method: "DELETE", url, token: owner })).statusCode).toBe(204);
  });

  it("lists a site's media newest first, paged, with x-total-count", async () => {
    const own = await t.templateSite(owner);
    const ids: string[] = [];
    for (const width of [100, 200, 300]) {
      const bytes = await testImage({ format: "png", width, height: 50 });
      const response = await upload(uploadForm({ bytes, fileName: "a.png", type: "image/png" }), {
        id: own.id,
      });
      ids.push((response.json() as MediaItem).id);
    }
    const all = await t.call({ method: "GET", url: mediaUrl(own.id), token: owner });
    expect(all.headers["x-total-count"]).toBe("3");
    expect((all.json() as MediaItem[]).map((item) => item.id)).toEqual([...ids].reverse());
    const page = await t.call({
      method: "GET",
      url: `${mediaUrl(own.id)}?page=2&limit=2`,
      token: owner,
    });
    expect((page.json() as MediaItem[]).map((item) => item.id)).toEqual([ids[0]]);
    expect(page.headers["x-total-count"]).toBe("3");
  });

  it("deletes an image and its files, but not while the draft uses it", async () => {
    const bytes = await testImage({ format: "png", width: 1600, height: 900 });
    const form = () => uploadForm({ bytes, fileName: "a.png", type: "image/png" });
    const used = (await upload(form())).json() as MediaItem;
    const unused = (await upload(form())).json() as MediaItem;
    const document = await t.call({ method: "GET", url: `/api/v1/sites/${site.id}`, token: owner });
    const withImage = JSON.parse(
      document.body.replace('"/images/card-scooter-768.webp"', JSON.stringify(used.imgUrl)),
    ) as unknown;
    const saved = await t.call({
      method: "PUT",
      url: `/api/v1/sites/${site.id}`,
      payload: withImage as object,
      headers: { "if-match": document.headers.etag as string },
      token: owner,
    });
    expect(saved.statusCode).toBe(200);
    const inUse = await t.call({ method: "DELETE", url: `${mediaUrl()}/${used.id}`, token: owner });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual(ERRORS.mediaInUse);
    const url = `${mediaUrl()}/${unused.id}`;
    expect((await t.call({ method: "DELETE", url, token: owner })).statusCode).toBe(204);
    expect((await t.call({ method: "GET", url: unused.imgUrl })).statusCode).toBe(404);
    const dir = mediaDir({ dataDir: t.dataDir, siteId: site.id });
    await expect(access(join(dir, `${unused.id}-small.webp`))).rejects.toThrow();
    expect((await t.call({ method: "DELETE", url, token: owner })).json()).toEqual(ERRORS.notFound);
    expect((await t.call({ method: "GET", url: used.imgUrl })).statusCode).toBe(200);
  });
});
