import { Fragment } from "react";
import { useComponentId } from "../component-scope.tsx";
import type { ItemListProps } from "../edit-kit-contract.ts";
import { useRenderMode } from "../render-mode.tsx";
import styles from "./editable-item-list.module.css";

/**
 * A list field in edit mode: each item gets a remove control (placed by the section inside the
 * item), and the list ends with an add control, both within the list's limits.
 */
export function EditableItemList<T>({
  field,
  items,
  limits,
  makeItem,
  render,
  itemLabel,
  addAs,
  addCount = 1,
}: ItemListProps<T>) {
  const componentId = useComponentId();
  const { onChange } = useRenderMode();
  const change = (next: readonly T[]) => onChange?.({ componentId, path: field, value: next });
  const canRemove = items.length > limits.min;
  const added = Math.max(0, Math.min(addCount, limits.max - items.length));
  const add = (
    <button
      type="button"
      className={styles.add}
      disabled={added === 0}
      aria-label={`Add ${itemLabel}`}
      onClick={() => change([...items, ...Array.from({ length: added }, makeItem)])}
    >
      + {itemLabel}
    </button>
  );
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are identified by their position.
        <Fragment key={index}>
          {render(
            item,
            index,
            <span className={styles.controls}>
              <button
                type="button"
                className={styles.remove}
                disabled={!canRemove}
                aria-label={`Remove ${itemLabel} ${index + 1}`}
                onClick={() => change(items.filter((_, at) => at !== index))}
              >
                −
              </button>
            </span>,
          )}
        </Fragment>
      ))}
      {addAs === "li" ? <li className={styles.addItem}>{add}</li> : add}
    </>
  );
}
