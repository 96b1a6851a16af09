import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ImageSet, type ImageSizeName, ilhaError, LIMITS } from "@ilha/core";
import sharp from "sharp";
import type { InspectedImage } from "./inspect-image.ts";
import { MEDIA_MAX_PIXELS, mediaFileName } from "./media-files.ts";

const SIZES = Object.entries(LIMITS.sizes.imageSetWidths) as [ImageSizeName, number][];

/**
 * The width of each image-set size for an image `width` pixels wide: the size's width, never
 * more than the original's (no upscaling), so a small image has all four sizes at its own width.
 */
export function imageSetWidths(width: number): [ImageSizeName, number][] {
  return SIZES.map(([size, sizeWidth]) => [size, Math.min(sizeWidth, width)]);
}

/**
 * Encodes the image as WebP at the four image-set widths into `dir` and answers the image set
 * (URLs from `urlOf`). Sizes of the same width share one file. Animations stay animated; EXIF
 * orientation is applied and metadata (EXIF, GPS) is not kept. Files are written under temporary
 * names and renamed into place; on failure none are left behind. 400 when the bytes do not decode;
 * 422 `image_too_slow` when one size takes more than `timeoutSeconds` (sharp stops the job).
 */
export async function renderImageSet({
  bytes,
  image,
  dir,
  mediaId,
  urlOf,
  timeoutSeconds,
}: {
  bytes: Buffer;
  image: InspectedImage;
  dir: string;
  mediaId: string;
  urlOf: (fileName: string) => string;
  timeoutSeconds: number;
}): Promise<{ imageSet: ImageSet; fileNames: string[]; bytesWritten: number }> {
  await mkdir(dir, { recursive: true });
  const source = sharp(bytes, {
    animated: image.isAnimated,
    limitInputPixels: MEDIA_MAX_PIXELS,
  }).rotate();
  const imageSet: ImageSet = {};
  const fileNames: string[] = [];
  const byWidth = new Map<number, { url: string; width: number; height: number }>();
  let bytesWritten = 0;
  try {
    for (const [size, width] of imageSetWidths(image.width)) {
      const rendered = byWidth.get(width);
      if (rendered !== undefined) {
        imageSet[size] = rendered;
        continue;
      }
      const fileName = mediaFileName({ mediaId, size });
      const { data, info } = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .timeout({ seconds: timeoutSeconds })
        .toBuffer({ resolveWithObject: true })
        .catch((error: unknown) => {
          throw ilhaError(isTimeout(error) ? "imageTooSlow" : "corruptImage");
        });
      fileNames.push(fileName);
      await writeAtomically(join(dir, fileName), data);
      bytesWritten += data.byteLength;
      const variant = {
        url: urlOf(fileName),
        width: info.width,
        height: info.pageHeight ?? info.height,
      };
      byWidth.set(width, variant);
      imageSet[size] = variant;
    }
  } catch (error) {
    await Promise.all(fileNames.map((name) => rm(join(dir, name), { force: true })));
    throw error;
  }
  return { imageSet, fileNames, bytesWritten };
}

/** sharp stops a job past its `timeout` with an error whose message says `timeout`. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.includes("timeout");
}

/** Writes under a temporary name in the same folder, then renames: readers see all or nothing. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
