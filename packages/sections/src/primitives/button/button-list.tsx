import type { Button as ButtonData } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { ItemList } from "../item-list/item-list.tsx";
import { WithControls } from "../item-list/with-controls.tsx";
import { Button } from "./button.tsx";

/** A new button: the first of a list is primary, the ones after it secondary. */
function newButton(count: number): ButtonData {
  return { buttonText: "", buttonUrl: "", type: count === 0 ? "primary" : "secondary" };
}

/** A section's row of buttons (hero, CTA, gallery), with add and remove controls in edit mode. */
export function ButtonList({
  buttons,
  field,
  buttonClassName,
}: {
  buttons: readonly ButtonData[];
  field: FieldPath;
  buttonClassName?: string | undefined;
}) {
  return (
    <ItemList
      field={field}
      items={buttons}
      makeItem={() => newButton(buttons.length)}
      itemLabel="button"
      render={(button, index, controls) => (
        <WithControls controls={controls}>
          <Button button={button} field={[...field, index]} className={buttonClassName} />
        </WithControls>
      )}
    />
  );
}
