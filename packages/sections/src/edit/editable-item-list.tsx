import { Fragment } from "react";
import type { ItemListProps } from "../edit-kit-contract.ts";
import styles from "./editable-item-list.module.css";
import { useFieldRule } from "./field-rule.ts";
import { useIsSectionInUse } from "./section-in-use.ts";
import { useEditOperations } from "./use-edit-operations.ts";

/**
 * A list field in edit mode: each item gets controls to move it earlier or later and to remove
 * it (placed by the section inside the item), and the list ends with an add control, all within
 * the count core gives the list (a gallery adds, moves and removes its images by groups of 4).
 * The items' controls are made only in the section in use (`SectionInUseProvider`); the add
 * control is always there, so an empty list can still be filled.
 */
export function EditableItemList<T>({
  field,
  items,
  makeItem,
  render,
  itemLabel,
  addAs,
}: ItemListProps<T>) {
  const { count } = useFieldRule(field);
  const edit = useEditOperations();
  const isInUse = useIsSectionInUse();
  const step = count.step ?? 1;
  const canRemove = items.length - step >= count.min;
  const canAdd = items.length + step <= count.max;
  const groupStart = (index: number) => index - (index % step);
  const canMove = items.length > step;
  const move = (index: number, by: -1 | 1) =>
    edit.moveItems(field, groupStart(index), groupStart(index) + by * step, step);
  const add = (
    <button
      type="button"
      className={styles.add}
      disabled={!canAdd}
      aria-label={`Add ${itemLabel}`}
      onClick={() =>
        edit.insertItems(
          field,
          items.length - (items.length % step),
          Array.from({ length: step }, makeItem),
        )
      }
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
            isInUse ? (
              <span className={styles.controls}>
                {canMove && (
                  <>
                    <button
                      type="button"
                      className={styles.remove}
                      disabled={groupStart(index) === 0}
                      aria-label={`Move ${itemLabel} ${index + 1} earlier`}
                      onClick={() => move(index, -1)}
                    >
                      ‹
                    </button>
                    <button
                      type="button"
                      className={styles.remove}
                      disabled={groupStart(index) + step >= items.length}
                      aria-label={`Move ${itemLabel} ${index + 1} later`}
                      onClick={() => move(index, 1)}
                    >
                      ›
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={styles.remove}
                  disabled={!canRemove}
                  aria-label={`Remove ${itemLabel} ${index + 1}`}
                  onClick={() => edit.removeItems(field, groupStart(index), step)}
                >
                  −
                </button>
              </span>
            ) : null,
          )}
        </Fragment>
      ))}
      {addAs === "li" ? <li className={styles.addItem}>{add}</li> : add}
    </>
  );
}
