import type { ErrorBody } from "./error-body.ts";

/** An uploaded image refused, or one still in use. */
export const MEDIA_ERRORS = {
  unsupportedImage: {
    status: 415,
    code: "unsupported_image",
    message: "Upload a PNG, JPEG, WebP or GIF image",
  },
  imageTooLarge: { status: 413, code: "image_too_large", message: "Images can be at most 10 MiB" },
  imageTooManyPixels: {
    status: 413,
    code: "image_too_many_pixels",
    message: "Images can be at most 50 megapixels",
  },
  corruptImage: { status: 400, code: "corrupt_image", message: "The image could not be read" },
  mediaInUse: {
    status: 409,
    code: "media_in_use",
    message: "The site uses this image. Remove it from the site first",
  },
  imageTooManyFrames: {
    status: 413,
    code: "image_too_many_frames",
    message: "The animation has too many frames. Shorten it or upload a still image",
  },
  imageTooSlow: {
    status: 422,
    code: "image_too_slow",
    message: "The image took too long to process. Try a smaller or simpler one",
  },
} as const satisfies Record<string, ErrorBody>;
