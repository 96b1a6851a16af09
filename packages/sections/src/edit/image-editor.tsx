import { getIn } from "@ilha/core";
import { useEffect, useRef, useState } from "react";
import { useScope } from "../component-scope.tsx";
import type { ImageEditorProps } from "../edit-kit-contract.ts";
import { Icon } from "../primitives/icon/icon.tsx";
import { useRenderMode } from "../render-mode.tsx";
import { useFieldRule } from "./field-rule.ts";
import styles from "./image-editor.module.css";
import { useIsSectionInUse } from "./section-in-use.ts";
import { useEditOperations } from "./use-edit-operations.ts";

/**
 * The shape (width / height) of the place the control sits on: the image or its frame just
 * before it, else its own box; `undefined` while that place is not laid out.
 */
function placeAspect(control: HTMLElement | null): number | undefined {
  const place = control?.previousElementSibling ?? control?.parentElement;
  const box = place?.getBoundingClientRect();
  return box !== undefined && box.width > 0 && box.height > 0 ? box.width / box.height : undefined;
}

/**
 * The replace control on an image in edit mode: it asks the editor for an image (its media
 * library) and sets the field with the chosen image's sizes and crop as one operation (core's
 * image field names the sibling fields they go to). When the field keeps a crop, the editor is
 * told the shape of the place to frame the image to; when it has a text alternative, its current
 * one, and the alternative given with the image is set in the same step. Without an editor to
 * ask, it is not shown. It is named for what it does: "Add …" while the field is empty, else
 * "Replace …", the label's own capitals kept past the first letter ("Replace avatar of Maré Rent").
 * An empty field's control shows in the section being edited only, so a page of empty places is
 * not covered in buttons.
 */
export function ImageEditor({ field, label, isInline = false }: ImageEditorProps) {
  const { pickImage } = useRenderMode();
  const scope = useScope();
  const edit = useEditOperations();
  const rule = useFieldRule(field);
  const control = useRef<HTMLButtonElement>(null);
  const [isAsking, setIsAsking] = useState(false);
  const isInUse = useIsSectionInUse();
  // The button is disabled while the editor asks: once it answers (an image, or none on Escape or
  // Cancel), the focus comes back to it, where the owner was.
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !isAsking) control.current?.focus({ preventScroll: true });
    wasAsking.current = isAsking;
  }, [isAsking]);
  if (pickImage === undefined) return null;
  const current = getIn(scope.data, field);
  const isEmpty = typeof current !== "string" || current.trim() === "";
  if (isEmpty && !isInUse) return null;
  const companions = rule.field?.kind === "image" ? rule.field.companions : {};
  const altPath =
    companions.alt === undefined ? undefined : [...field.slice(0, -1), companions.alt];
  const currentAlt = altPath === undefined ? undefined : getIn(scope.data, altPath);
  const replace = async () => {
    setIsAsking(true);
    try {
      const aspect = companions.crop === undefined ? undefined : placeAspect(control.current);
      const choice = await pickImage({
        label,
        current: typeof current === "string" ? current : "",
        ...(aspect !== undefined && { aspect }),
        ...(altPath !== undefined && { alt: typeof currentAlt === "string" ? currentAlt : "" }),
      });
      if (choice === undefined) return;
      const { alt, ...image } = choice;
      edit.setFields(
        altPath === undefined || alt === undefined
          ? [[field, image]]
          : [
              [field, image],
              [altPath, alt],
            ],
      );
    } finally {
      setIsAsking(false);
    }
  };
  return (
    <button
      ref={control}
      type="button"
      className={isInline ? `${styles.replace} ${styles.inline}` : styles.replace}
      aria-label={`${isEmpty ? "Add" : "Replace"} ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
      data-image-field={field.join(".")}
      aria-busy={isAsking || undefined}
      disabled={isAsking}
      onClick={() => void replace()}
    >
      <Icon name="image" size="small" />
    </button>
  );
}
