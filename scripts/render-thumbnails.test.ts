import { readdir, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { LIMITS, SECTION_TYPES } from "@ilha/core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SECTION_THUMBNAILS, THUMBNAIL_SIZE } from "../packages/sections/src/section-thumbnails.ts";
import { THUMBNAILS_DIR } from "./thumbnail-site.ts";

const RATIO = LIMITS.sizes.headerThumbnailRatio;
const MAX_BYTES = 25 * 1024;

describe("section thumbnails (npm run thumbnails)", () => {
  it("lists one thumbnail for every section kind, and for no other", () => {
    expect(Object.keys(SECTION_THUMBNAILS).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it("has a WebP file for every section kind", async () => {
    for (const type of SECTION_TYPES) {
      const file = fileURLToPath(SECTION_THUMBNAILS[type]);
      expect(file.endsWith(`/thumbnails/${type}.webp`)).toBe(true);
      const { format } = await sharp(file).metadata();
      expect(format, file).toBe("webp");
    }
  });

  it("holds no thumbnail of a kind that does not exist", async () => {
    const files = await readdir(THUMBNAILS_DIR);
    const kinds: string[] = SECTION_TYPES;
    expect(files.filter((file) => !kinds.includes(file.replace(/\.webp$/, "")))).toEqual([]);
    expect(files.filter((file) => !file.endsWith(".webp"))).toEqual([]);
  });

  it("draws every thumbnail at the header thumbnail ratio of 0.3148, to a pixel's rounding", async () => {
    expect(RATIO).toBe(0.3148);
    expect(Math.abs(THUMBNAIL_SIZE.height - THUMBNAIL_SIZE.width * RATIO)).toBeLessThanOrEqual(0.5);
    for (const type of SECTION_TYPES) {
      const file = fileURLToPath(SECTION_THUMBNAILS[type]);
      const { width = 0, height = 0 } = await sharp(file).metadata();
      expect({ width, height }, file).toEqual(THUMBNAIL_SIZE);
      expect(Math.abs(height - width * RATIO), file).toBeLessThanOrEqual(0.5);
    }
  });

  it("keeps every thumbnail under 25 KB", async () => {
    for (const type of SECTION_TYPES) {
      const file = fileURLToPath(SECTION_THUMBNAILS[type]);
      expect((await stat(file)).size, file).toBeLessThan(MAX_BYTES);
    }
  });
});
