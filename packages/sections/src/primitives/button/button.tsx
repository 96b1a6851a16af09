import type { Button as ButtonData } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import { InlineText } from "../inline-text/inline-text.tsx";
import { Link } from "../link/link.tsx";
import styles from "./button.module.css";

const VARIANT_CLASS = { DARK: styles.dark, LIGHT: styles.light } as const;

/**
 * A primary, secondary or tertiary button linking anywhere, in the theme's button variant;
 * empty buttons render nothing in view mode.
 */
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
  const { theme } = useRenderMode();
  if (kit === undefined && button.buttonText.trim() === "") return null;
  const link = (
    <Link
      link={button.buttonUrl}
      field={[...field, "buttonUrl"]}
      editLabel={button.buttonText.trim() === "" ? "button" : button.buttonText}
      className={`${styles.button} ${styles[button.type]} ${VARIANT_CLASS[theme.buttonVariant]} ${className ?? ""}`}
    >
      <InlineText as="span" value={button.buttonText} field={[...field, "buttonText"]} />
    </Link>
  );
  if (kit === undefined) return link;
  return (
    <>
      {link}
      <kit.EnumEditor
        field={[...field, "type"]}
        value={button.type}
        of={button.buttonText.trim() === "" ? "button" : button.buttonText}
      />
    </>
  );
}
