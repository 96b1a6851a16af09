import { LIMITS } from "@ilha/core";

/**
 * The width the header links may take in the bar (spec §2): 40% of the window, 30% when edit
 * mode's extra content (the editable "More" label) shares the row with them.
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

/**
 * How many header links stay in the bar of a window `windowWidth` wide (spec §2). In edit mode
 * (`isEditing`) the "More" control carries its editable label, extra content that shares the row:
 * while every link fits in 40% there is no "More" and the budget stays 40%; once some overflow,
 * "More" and its label join the row and the links get 30%.
 */
export function barLinkCount({
  linkWidths,
  moreWidth,
  gap,
  windowWidth,
  isEditing,
}: {
  linkWidths: readonly number[];
  moreWidth: number;
  gap: number;
  windowWidth: number;
  isEditing: boolean;
}): number {
  const row = { linkWidths, moreWidth, gap };
  const count = fittingLinkCount({
    ...row,
    budget: linksBudget({ windowWidth, hasEditExtras: false }),
  });
  if (!isEditing || count === linkWidths.length) return count;
  return fittingLinkCount({ ...row, budget: linksBudget({ windowWidth, hasEditExtras: true }) });
}
