import { z } from "zod";
import { ERRORS } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import { isMapEmbedUrl } from "../rules/map-embed.ts";
import { safeLinkUrl } from "../rules/safe-url.ts";

/** A visitor-visible text of at most `max` characters; empty means "not filled in". */
export function text(max: number = LIMITS.text.inlineTextDefault) {
  return z.string().max(max, { error: `At most ${max} characters` });
}

/** A list with the spec's count bounds. */
export function list<T extends z.ZodType>(item: T, { min, max }: { min: number; max: number }) {
  return z
    .array(item)
    .min(min, { error: `At least ${min} item${min === 1 ? "" : "s"}` })
    .max(max, { error: `At most ${max} items` });
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

export const cropParams = z.strictObject({
  containerWidth: z.number().nonnegative(),
  width: z.number().nonnegative(),
  left: z.number(),
  top: z.number(),
  transform: z.string().max(200).optional(),
});

/** An image field of an item: address, renditions, crop and a text alternative. */
export const image = z.strictObject({
  imgUrl: url,
  imgDimensions: imageSet.optional(),
  imgCropParams: cropParams.optional(),
  alt: text(LIMITS.text.alt).default(""),
});
export type Image = z.infer<typeof image>;

/** Background image fields shared by sections (runtime states live in the sections). */
export const background = {
  backgroundImgUrl: url.optional(),
  backgroundImgDimensions: imageSet.optional(),
  /** 0 is no overlay, 1 an opaque one. */
  bgOverlayTransparency: z.number().min(0).max(1).optional(),
};

export const buttonKind = z.enum(["primary", "secondary", "tertiary"]);

/** A button; the spec's `btnText` / `btnUrl` spellings are read as `buttonText` / `buttonUrl`. */
export const button = z.preprocess(
  (input) => {
    if (typeof input !== "object" || input === null) return input;
    const { btnText, btnUrl, ...rest } = input as Record<string, unknown>;
    return { buttonText: btnText, buttonUrl: btnUrl, ...rest };
  },
  z.strictObject({
    buttonText: text(),
    buttonUrl: url,
    type: buttonKind.default("primary"),
  }),
);
export type Button = z.infer<typeof button>;

export const social = z.strictObject({
  icon: z.string().max(LIMITS.text.icon),
  socialUrl: url,
});

export const navLink = z.strictObject({ text: text(), link: url });
export type NavLink = z.infer<typeof navLink>;

export const geoLocation = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
