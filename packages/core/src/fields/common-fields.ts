import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { BUTTON_KINDS, cropParams, imageSet } from "../schema/primitives.ts";
import {
  dataField,
  enumField,
  groupField,
  iconField,
  imageField,
  linkField,
  numberField,
  textField,
} from "./field.ts";

export const ALIGNMENTS = ["left", "center", "right"] as const;

export function alignmentField(label: string, initial: (typeof ALIGNMENTS)[number]) {
  return enumField({ label, options: ALIGNMENTS, default: initial });
}

/** A text alternative of an image (per language, like every text). */
export function altField(label = "Alternative text") {
  return textField({ label, max: LIMITS.text.alt });
}

export const imageSizesField = dataField({ label: "Image sizes", schema: imageSet.optional() });
export const cropField = dataField({ label: "Crop", schema: cropParams.optional() });

/** A section's background: an image with its sizes, and the overlay over it. */
export const BACKGROUND_FIELDS = {
  backgroundImgUrl: imageField({
    label: "Background image",
    companions: { sizes: "backgroundImgDimensions" },
    isOptional: true,
  }),
  backgroundImgDimensions: imageSizesField,
  bgOverlayTransparency: numberField({
    label: "Overlay transparency",
    min: 0,
    max: 1,
    isOptional: true,
  }),
};

const BUTTON_FIELDS = {
  buttonText: textField({ label: "Button text" }),
  buttonUrl: linkField({ label: "Button link" }),
  type: enumField({ label: "Button kind", options: BUTTON_KINDS, default: "primary" }),
};

const buttonGroup = groupField({ label: "Button", fields: BUTTON_FIELDS });

/** A button; the spec's `btnText` / `btnUrl` spellings are read as `buttonText` / `buttonUrl`. */
export const buttonField = {
  ...buttonGroup,
  schema: z.preprocess((input) => {
    if (typeof input !== "object" || input === null) return input;
    const { btnText, btnUrl, ...rest } = input as Record<string, unknown>;
    return { buttonText: btnText, buttonUrl: btnUrl, ...rest };
  }, buttonGroup.schema),
};

export type Button = z.infer<typeof buttonField.schema>;

export const SOCIAL_FIELDS = {
  icon: iconField({ label: "Icon" }),
  socialUrl: linkField({ label: "Profile link" }),
};

/** An image of a list (gallery, call to action, portfolio): address, sizes, crop and alternative. */
export const IMAGE_FIELDS = {
  imgUrl: imageField({
    label: "Image",
    companions: { sizes: "imgDimensions", crop: "imgCropParams", alt: "alt" },
  }),
  imgDimensions: imageSizesField,
  imgCropParams: cropField,
  alt: altField(),
};

export const imageGroupField = groupField({ label: "Image", fields: IMAGE_FIELDS });
export type Image = z.infer<typeof imageGroupField.schema>;
