import { randomBytes } from "node:crypto";
import { ERRORS } from "@ilha/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-databases.ts";
import { type TestApp, testApp } from "../test-support/test-app.ts";
import { pngClaiming, testImage, uploadForm } from "../test-support/test-images.ts";
import { MEDIA_MAX_PIXELS, MEDIA_UPLOAD_LIMIT } from "./media-files.ts";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

describe.each(testDatabases())("refused media uploads on $name", (database) => {
  let t: TestApp;
  let owner: string;
  let site: { id: string };
  const mediaUrl = () => `/api/v1/sites/${site.id}/media`;
  const upload = (payload: FormData) =>
    t.call({ method: "POST", url: mediaUrl(), payload, token: owner });
  const count = async () =>
    (await t.call({ method: "GET", url: mediaUrl(), token: owner })).headers["x-total-count"];

  beforeAll(async () => {
    t = await testApp(database);
    owner = await t.account();
    site = await t.templateSite(owner);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("refuses SVG with 415, even named .png and declared image/png, and stores nothing", async () => {
    const before = await count();
    for (const [fileName, type] of [
      ["drawing.svg", "image/svg+xml"],
      ["drawing.png", "image/png"],
    ] as const) {
      const response = await upload(uploadForm({ bytes: SVG, fileName, type }));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(ERRORS.unsupportedImage);
    }
    expect(await count()).toBe(before);
  });

  it("refuses a text file named .jpg with 415, and other image formats too", async () => {
    const text = await upload(
      uploadForm({ bytes: "just some words", fileName: "photo.jpg", type: "image/jpeg" }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(ERRORS.unsupportedImage);
    const tiff = await testImage({ format: "png", width: 20, height: 20 }).then((png) =>
      sharp(png).tiff().toBuffer(),
    );
    const refused = await upload(
      uploadForm({ bytes: tiff, fileName: "scan.png", type: "image/png" }),
    );
    expect(refused.json()).toEqual(ERRORS.unsupportedImage);
  });

  it("refuses a corrupt image with 400 and stores nothing", async () => {
    const before = await count();
    const jpeg = await testImage({ format: "jpeg", width: 2000, height: 1000 });
    const response = await upload(
      uploadForm({ bytes: jpeg.subarray(0, 600), fileName: "cut.jpg", type: "image/jpeg" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(ERRORS.corruptImage);
    expect(await count()).toBe(before);
  });

  it("refuses an upload over 10 MiB with 413, however little over", async () => {
    for (const over of [1, 5, 4096, 65_537]) {
      const bytes = randomBytes(10 * 1024 * 1024 + over);
      const response = await upload(uploadForm({ bytes, fileName: "huge.png", type: "image/png" }));
      expect(response.statusCode, `${over} bytes over`).toBe(413);
      expect(response.json()).toEqual(ERRORS.imageTooLarge);
    }
    expect(MEDIA_UPLOAD_LIMIT).toBe(10 * 1024 * 1024);
    expect(ERRORS.imageTooLarge.message).toBe("Images can be at most 10 MiB");
  });

  it("refuses a file just over 10 MiB sent over a real connection", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    for (const over of [1, 5, 4096]) {
      const bytes = randomBytes(10 * 1024 * 1024 + over);
      const response = await fetch(`${address}${mediaUrl()}`, {
        method: "POST",
        body: uploadForm({ bytes, fileName: "huge.png", type: "image/png" }),
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(response.status, `${over} bytes over`).toBe(413);
      expect(await response.json()).toEqual(ERRORS.imageTooLarge);
    }
  });

  it("refuses an image of more than 50 megapixels without decoding it", async () => {
    for (const [width, height] of [
      [10_000, 10_000],
      [30_000, 30_000],
    ] as const) {
      const bytes = await pngClaiming({ width, height });
      expect(bytes.length).toBeLessThan(200);
      const response = await upload(uploadForm({ bytes, fileName: "bomb.png", type: "image/png" }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(ERRORS.imageTooManyPixels);
    }
    expect(MEDIA_MAX_PIXELS).toBe(50_000_000);
    expect(ERRORS.imageTooManyPixels.message).toBe("Images can be at most 50 megapixels");
  });

  it("asks for multipart when the body is JSON or raw bytes, and for a file when none is sent", async () => {
    const json = await t.call({
      method: "POST",
      url: mediaUrl(),
      payload: { imgUrl: "/x.webp" },
      token: owner,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual(ERRORS.multipartRequired);
    const raw = await t.call({
      method: "POST",
      url: mediaUrl(),
      payload: await testImage({ format: "png", width: 10, height: 10 }),
      headers: { "content-type": "image/png" },
      token: owner,
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual(ERRORS.multipartRequired);
    const empty = await t.call({ method: "POST", url: mediaUrl(), token: owner });
    expect(empty.json()).toEqual(ERRORS.multipartRequired);
    const fieldsOnly = new FormData();
    fieldsOnly.append("alt", "no file here");
    const noFile = await upload(fieldsOnly);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject(ERRORS.fieldRequired);
    const broken = await t.call({
      method: "POST",
      url: mediaUrl(),
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { "content-type": "multipart/form-data; boundary=x" },
      token: owner,
    });
    expect(broken.statusCode).toBe(400);
  });
});
