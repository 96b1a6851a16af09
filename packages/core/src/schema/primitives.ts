import { z } from "zod";
import { ERRORS } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import { safeTransform } from "../rules/crop.ts";
import { isMapEmbedUrl } from "../rules/map-embed.ts";
import { safeLinkUrl } from "../rules/safe-url.ts";

/** A visitor-visible text of at most `max` characters; empty means "not filled in". */
export function text(max: number = LIMITS.text.inlineTextDefault) {
  return z.string().max(max, { error: `At most ${max} characters` });
}

export const alignment = z.enum(["left", "center", "right"]);
export type Alignment = z.infer<typeof alignment>;

/**
 * A link or image address (empty means "none"): valid when `safeLinkUrl` says where it leads, so
 * a link lacking a scheme (`www.facebook.com/x`) is one and `javascript:` is none.
 */
export const url = z
  .string()
  .max(LIMITS.text.url)
  .refine((value) => value === "" || safeLinkUrl(value) !== undefined, {
    error: ERRORS.unsafeUrl.message,
  });

export const mapEmbed = z
  .string()
  .max(LIMITS.text.url)
  .refine((value) => value === "" || isMapEmbedUrl(value), {
    error: ERRORS.invalidMapEmbed.message,
  });

export const colorMode = z.enum(["LIGHT", "DARK", "EXTRALIGHT"]);
export type ColorMode = z.infer<typeof colorMode>;
export const orientation = z.enum(["LEFT", "RIGHT"]);
export type Orientation = z.infer<typeof orientation>;

export const imageSizeName = z.enum(["small", "medium", "large", "xlarge"]);
export type ImageSizeName = z.infer<typeof imageSizeName>;

const pixels = z.number().int().positive();
export const dimensions = z.strictObject({ width: pixels, height: pixels });

/** One rendition of an image in an image set. */
export const imageVariant = z.strictObject({ url, width: pixels, height: pixels });
export type ImageVariant = z.infer<typeof imageVariant>;

/** Renditions by size (spec §3: image sets small, medium, large, xlarge). No sizes = failed image. */
export const imageSet = z.partialRecord(imageSizeName, imageVariant);
export type ImageSet = z.infer<typeof imageSet>;

/** Spec §3 crop parameters (see `cropLayout` for what they mean on a page). */
export const cropParams = z.strictObject({
  containerWidth: z.number().nonnegative(),
  width: z.number().nonnegative(),
  left: z.number(),
  top: z.number(),
  transform: z
    .string()
    .max(200)
    .refine((value) => value.trim() === "" || safeTransform(value) !== undefined, {
      error: "Use translate, scale and rotate with plain numbers",
    })
    .optional(),
});

export const BUTTON_KINDS = ["primary", "secondary", "tertiary"] as const;
