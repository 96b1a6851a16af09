import { LIMITS } from "@ilha/core";

/**
 * The width the header links may take in the bar (spec §2): 40% of the window, 30% in edit mode,
 * where the editor's controls share the bar with them.
 */
export function linksBudget({
  windowWidth,
  hasEditExtras,
}: {
  windowWidth: number;
  hasEditExtras: boolean;
}): number {
  const share = hasEditExtras
    ? LIMITS.sizes.navLinksShareWithEditExtras
    : LIMITS.sizes.navLinksShare;
  return windowWidth * share;
}

/**
 * How many header links, in their order, stay in the bar: all of them when they fit in `budget`,
 * else as many as fit beside the "More" control (possibly none). The rest go into its dropdown.
 * `gap` is the space between two items of the row.
 */
export function fittingLinkCount({
  linkWidths,
  moreWidth,
  gap,
  budget,
}: {
  linkWidths: readonly number[];
  moreWidth: number;
  gap: number;
  budget: number;
}): number {
  const allWidth =
    linkWidths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, linkWidths.length - 1);
  if (allWidth <= budget) return linkWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of linkWidths) {
    used += gap + width;
    if (used > budget) break;
    count += 1;
  }
  return count;
}
