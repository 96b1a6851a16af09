import { LIMITS } from "../limits.ts";

export type Dimensions = { width: number; height: number };

const { minWidth, minHeight, byScreen, unknownDimensionsWidth, unknownDimensionsMaxScreen } =
  LIMITS.logo;

function screenBounds(screenWidth: number) {
  const bounds = byScreen.find((entry) => screenWidth <= entry.maxScreen) ?? byScreen[2];
  return bounds;
}

/**
 * Spec §5: logo width bounds for a screen width. Width stays within 10 and 200 / 300 / 400
 * (screens up to 768 / up to 1024 / larger), and height within 20 and 70 / 90 / 115, which
 * bounds the width by the image's ratio when its dimensions are known.
 */
export function logoWidthBounds({
  screenWidth,
  dimensions,
}: {
  screenWidth: number;
  dimensions?: Dimensions | undefined;
}): { min: number; max: number } {
  const { maxWidth, maxHeight } = screenBounds(screenWidth);
  if (dimensions === undefined || dimensions.width <= 0 || dimensions.height <= 0) {
    return { min: minWidth, max: maxWidth };
  }
  const ratio = dimensions.width / dimensions.height;
  const max = Math.min(maxWidth, maxHeight * ratio);
  const min = Math.min(Math.max(minWidth, minHeight * ratio), max);
  return { min, max };
}

/**
 * The width a logo renders at: 50 when its image failed; 120 on screens up to 1024 when its
 * dimensions are unknown; otherwise the stored width clamped to the bounds.
 */
export function logoWidth({
  width,
  screenWidth,
  dimensions,
  isFailed = false,
}: {
  width: number;
  screenWidth: number;
  dimensions?: Dimensions | undefined;
  isFailed?: boolean;
}): number {
  if (isFailed) return LIMITS.logo.failedWidth;
  if (dimensions === undefined && screenWidth <= unknownDimensionsMaxScreen) {
    return unknownDimensionsWidth;
  }
  const { min, max } = logoWidthBounds({ screenWidth, dimensions });
  return Math.round(Math.min(Math.max(width, min), max));
}
