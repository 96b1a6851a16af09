import { Fragment } from "react";
import type { ItemListProps } from "../../edit-kit-contract.ts";
import { useEditKit } from "../../render-mode.tsx";

/** The items of a list field; in edit mode with add and remove controls within its limits. */
export function ItemList<T>(props: ItemListProps<T>) {
  const kit = useEditKit();
  if (kit !== undefined) return <kit.ItemList {...props} />;
  return props.items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: list items are identified by their position.
    <Fragment key={index}>{props.render(item, index, null)}</Fragment>
  ));
}
