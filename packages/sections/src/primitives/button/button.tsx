import type { Button as ButtonData } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { useEditKit } from "../../render-mode.tsx";
import { InlineText } from "../inline-text/inline-text.tsx";
import { Link } from "../link/link.tsx";
import styles from "./button.module.css";

/** A primary, secondary or tertiary button linking anywhere; empty buttons render nothing in view mode. */
export function Button({
  button,
  field,
  className,
}: {
  button: ButtonData;
  field: FieldPath;
  className?: string | undefined;
}) {
  const kit = useEditKit();
  if (kit === undefined && button.buttonText.trim() === "") return null;
  return (
    <Link
      link={button.buttonUrl}
      className={`${styles.button} ${styles[button.type]} ${className ?? ""}`}
    >
      <InlineText as="span" value={button.buttonText} field={[...field, "buttonText"]} />
    </Link>
  );
}
