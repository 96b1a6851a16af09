import { Fragment } from "react";
import { useComponentId } from "../component-scope.tsx";
import type { ItemListProps } from "../edit-kit-contract.ts";
import { useRenderMode } from "../render-mode.tsx";
import styles from "./editable-item-list.module.css";

/** A list field in edit mode: each item with a remove control, and an add control, within limits. */
export function EditableItemList<T>({
  field,
  items,
  limits,
  makeItem,
  render,
  itemLabel,
}: ItemListProps<T>) {
  const componentId = useComponentId();
  const { onChange } = useRenderMode();
  const change = (next: readonly T[]) => onChange?.({ componentId, path: field, value: next });
  const canRemove = items.length > limits.min;
  const canAdd = items.length < limits.max;
  return (
    <>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items are identified by their position.
        <Fragment key={index}>
          {render(item, index)}
          <button
            type="button"
            className={styles.remove}
            disabled={!canRemove}
            aria-label={`Remove ${itemLabel} ${index + 1}`}
            onClick={() => change(items.filter((_, at) => at !== index))}
          >
            −
          </button>
        </Fragment>
      ))}
      <button
        type="button"
        className={styles.add}
        disabled={!canAdd}
        aria-label={`Add ${itemLabel}`}
        onClick={() => change([...items, makeItem()])}
      >
        + {itemLabel}
      </button>
    </>
  );
}
