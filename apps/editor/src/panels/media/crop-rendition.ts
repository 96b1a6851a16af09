import type { ImageVariant } from "@ilha/core";
import type { MediaItem } from "./media-item.ts";

/**
 * The rendition the crop tool shows: the large one (sharp enough in a dialog, lighter than the
 * extra large), else the widest there is. Its pixel size is what the crop's numbers count in.
 */
export function cropRendition(item: MediaItem): ImageVariant | undefined {
  const { large } = item.imgDimensions;
  if (large !== undefined) return large;
  const variants = Object.values(item.imgDimensions).filter((variant) => variant !== undefined);
  return variants.sort((a, b) => b.width - a.width)[0];
}
