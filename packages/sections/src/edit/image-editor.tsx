import { getIn } from "@ilha/core";
import { useState } from "react";
import { useScope } from "../component-scope.tsx";
import type { ImageEditorProps } from "../edit-kit-contract.ts";
import { Icon } from "../primitives/icon/icon.tsx";
import { useRenderMode } from "../render-mode.tsx";
import styles from "./image-editor.module.css";
import { useEditOperations } from "./use-edit-operations.ts";

/**
 * The replace control on an image in edit mode: it asks the editor for an image (its media
 * library) and sets the field with the chosen image's sizes and crop as one operation (core's
 * image field names the sibling fields they go to). Without an editor to ask, it is not shown.
 * Its name keeps the label's own capitals past the first letter ("Replace avatar of Maré Rent").
 */
export function ImageEditor({ field, label }: ImageEditorProps) {
  const { pickImage } = useRenderMode();
  const scope = useScope();
  const edit = useEditOperations();
  const [isAsking, setIsAsking] = useState(false);
  if (pickImage === undefined) return null;
  const current = getIn(scope.data, field);
  const replace = async () => {
    setIsAsking(true);
    try {
      const choice = await pickImage({
        label,
        current: typeof current === "string" ? current : "",
      });
      if (choice !== undefined) edit.setField(field, choice);
    } finally {
      setIsAsking(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.replace}
      aria-label={`Replace ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
      aria-busy={isAsking || undefined}
      disabled={isAsking}
      onClick={() => void replace()}
    >
      <Icon name="image" size="small" />
    </button>
  );
}
