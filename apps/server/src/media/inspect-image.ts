import { ilhaError } from "@ilha/core";
import sharp from "sharp";
import { MEDIA_MAX_PIXELS } from "./media-files.ts";

/** The formats an upload may be in, as sharp names them. SVG is refused: it can carry script. */
export const ACCEPTED_FORMATS = ["png", "jpeg", "webp", "gif"] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

export type InspectedImage = {
  format: AcceptedFormat;
  /** As displayed: EXIF orientation applied, one frame of an animation. */
  width: number;
  height: number;
  isAnimated: boolean;
};

const isAccepted = (format: string | undefined): format is AcceptedFormat =>
  (ACCEPTED_FORMATS as readonly string[]).includes(format ?? "");

/**
 * What an upload is, read from its bytes (never its file name or declared type) without
 * decoding it: 415 unless PNG, JPEG, WebP or GIF; 413 beyond `MEDIA_MAX_PIXELS` over all frames,
 * so a small file that would decode into a huge bitmap is refused before it is decoded; 413
 * `image_too_many_frames` for an animation of more than `maxFrames` frames.
 */
export async function inspectImage({
  bytes,
  maxFrames,
}: {
  bytes: Buffer;
  maxFrames: number;
}): Promise<InspectedImage> {
  let metadata: sharp.Metadata;
  try {
    // Reading the header decodes nothing, so the pixel limit is checked below, with its own answer.
    metadata = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw ilhaError("unsupportedImage");
  }
  if (!isAccepted(metadata.format)) throw ilhaError("unsupportedImage");
  const { width, height } = metadata;
  if (width === undefined || height === undefined || width < 1 || height < 1) {
    throw ilhaError("corruptImage");
  }
  if (width * height > MEDIA_MAX_PIXELS) throw ilhaError("imageTooManyPixels");
  const pages = metadata.pages ?? 1;
  if (pages > maxFrames) throw ilhaError("imageTooManyFrames", { limit: maxFrames });
  const frameHeight = pages > 1 ? (metadata.pageHeight ?? height) : height;
  const isRotated = (metadata.orientation ?? 1) >= 5;
  return {
    format: metadata.format,
    width: isRotated ? frameHeight : width,
    height: isRotated ? width : frameHeight,
    isAnimated: pages > 1,
  };
}
