import { ERRORS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { imageChoiceOf, type MediaItem, renditionOf, uploadError } from "./media-item.ts";
import { currentImageSource } from "./use-current-image.ts";

const prefix = "/media/site-1/0b7c6a2e-5f7d-4d8e-9a51-3d2f3c1b9e10";
const item: MediaItem = {
  id: "0b7c6a2e-5f7d-4d8e-9a51-3d2f3c1b9e10",
  imgUrl: `${prefix}-medium.webp`,
  imgDimensions: {
    small: { url: `${prefix}-small.webp`, width: 480, height: 240 },
    medium: { url: `${prefix}-medium.webp`, width: 768, height: 384 },
    large: { url: `${prefix}-large.webp`, width: 1440, height: 720 },
    xlarge: { url: `${prefix}-xlarge.webp`, width: 1920, height: 960 },
  },
  createdAt: "2025-03-12T10:00:00.000Z",
};

describe("renditionOf", () => {
  it("gives a social image the widest rendition and a favicon the narrowest, with their sizes", () => {
    const choice = imageChoiceOf(item);
    expect(renditionOf(choice, "largest")).toEqual(item.imgDimensions.xlarge);
    expect(renditionOf(choice, "smallest")).toEqual(item.imgDimensions.small);
  });

  it("gives the address alone for an image without renditions", () => {
    expect(renditionOf({ url: "/images/logo.svg" }, "largest")).toEqual({
      url: "/images/logo.svg",
    });
  });
});

describe("imageChoiceOf", () => {
  it("sets the field's address to the medium rendition, with every rendition as its sizes", () => {
    expect(imageChoiceOf(item)).toEqual({
      url: `${prefix}-medium.webp`,
      sizes: item.imgDimensions,
    });
  });

  it("falls back to a rendition's address when the item has no address of its own", () => {
    const small = { url: `${prefix}-small.webp`, width: 480, height: 240 };
    expect(imageChoiceOf({ ...item, imgUrl: "", imgDimensions: { small } }).url).toBe(small.url);
  });
});

describe("uploadError", () => {
  it("reads the catalogue's message and code from a refusal's body", () => {
    const error = uploadError({ status: 413, body: JSON.stringify(ERRORS.imageTooLarge) });
    expect([error.status, error.code, error.message]).toEqual([
      413,
      "image_too_large",
      "Images can be at most 10 MiB",
    ]);
  });

  it("asks to refresh the page when the body carries no message", () => {
    const error = uploadError({ status: 502, body: "<html>Bad gateway</html>" });
    expect([error.code, error.message]).toEqual(["http_502", ERRORS.refreshPage.message]);
  });
});

describe("currentImageSource", () => {
  it("shows an upload from its own address", () => {
    expect(currentImageSource({ current: item.imgUrl, siteId: "site-1" })).toEqual({
      url: item.imgUrl,
      isDraft: false,
    });
  });

  it("reads a template's image from the draft's route", () => {
    expect(currentImageSource({ current: "/images/a-768.webp", siteId: "site-1" })).toEqual({
      url: "/api/v1/sites/site-1/draft/images/a-768.webp",
      isDraft: true,
    });
  });

  it("shows nothing for an empty or unsafe address", () => {
    expect(currentImageSource({ current: "", siteId: "site-1" })).toBeUndefined();
    expect(
      currentImageSource({ current: "javascript:alert(1)", siteId: "site-1" }),
    ).toBeUndefined();
  });
});
