import type { CropParams } from "@ilha/core";

/** A part of an image, in the image's own pixels (as react-easy-crop reports `croppedAreaPixels`). */
export type CropArea = { x: number; y: number; width: number; height: number };

/**
 * The largest part of a `width`×`height` image with the place's `aspect` (width / height),
 * centred: the frame the crop tool opens with.
 */
export function centredArea({
  width,
  height,
  aspect,
}: {
  width: number;
  height: number;
  aspect: number;
}): CropArea {
  if (width / height > aspect) {
    const cropWidth = height * aspect;
    return { x: (width - cropWidth) / 2, y: 0, width: cropWidth, height };
  }
  const cropHeight = width / aspect;
  return { x: 0, y: (height - cropHeight) / 2, width, height: cropHeight };
}

/** How far the image is shifted to bring `start` to the container's edge (never `-0`). */
const offset = (start: number) => 0 - Math.round(start);

/**
 * Spec §3's crop parameters for a framed `area` of an image `imageWidth` px wide: the container
 * is the frame (as wide as the area), the image drawn at its own width and shifted so the area
 * fills the container. Core's `cropLayout` reads them as fractions of the container's width, so
 * they hold for any rendition and any width the place shows at.
 */
export function cropParamsOf({
  area,
  imageWidth,
}: {
  area: CropArea;
  imageWidth: number;
}): CropParams {
  return {
    containerWidth: Math.round(area.width),
    width: Math.round(imageWidth),
    left: offset(area.x),
    top: offset(area.y),
  };
}
