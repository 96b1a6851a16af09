import type { ProblemItem } from "@ilha/core";

/** "center" → "Center". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "plan 2", then the item it sits in: "plan 2 of group 1". */
const itemName = (item: ProblemItem): string =>
  `${item.label} ${item.number}${item.within === undefined ? "" : ` of ${itemName(item.within)}`}`;

/**
 * A field as the owner reads it: "Title" outside a list, "Price of plan 2" in a list item, and an
 * item that is itself the field by its number: "Option 3 of plan 2".
 */
export function fieldName(label: string, item: ProblemItem | undefined): string {
  if (item === undefined) return label;
  if (item.isEntry === true) return capitalised(itemName(item));
  return `${label} of ${itemName(item)}`;
}
