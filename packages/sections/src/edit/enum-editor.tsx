import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import type { EnumEditorProps } from "../edit-kit-contract.ts";
import styles from "./enum-editor.module.css";
import { useFieldRule } from "./field-rule.ts";
import { useIsSectionInUse } from "./section-in-use.ts";
import { useEditOperations } from "./use-edit-operations.ts";

/** An option as the owner reads it: "center" → "Center". */
const optionLabel = (option: string) => option.charAt(0).toUpperCase() + option.slice(1);

/**
 * A field of a few options (an alignment, a button's kind) chosen beside what it shapes: a button
 * showing the choice, named by core's label for the field, that opens core's options as pressed
 * buttons; a choice is one operation for every language. Not a native select: Chromium's form
 * autofill reads the whole page after a select appears or changes, which a page of hundreds of
 * sections (each with a few of these) would pay at every insertion. Shown in the section being
 * edited only: elsewhere it keeps its place unseen (and out of the keyboard's reach), so selecting
 * a section moves none of its text.
 */
export function EnumEditor({ field, value, of }: EnumEditorProps) {
  const rule = useFieldRule(field);
  const edit = useEditOperations();
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLSpanElement>(null);
  const id = useId();
  const isInUse = useIsSectionInUse();
  if (rule.field?.kind !== "enum") return null;
  const label = of === undefined ? rule.label : `${rule.label} of ${of}`;
  const close = () => {
    setIsOpen(false);
    toggle.current?.focus();
  };
  const choose = (option: string) => {
    if (option !== value) edit.setField(field, option);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    event.stopPropagation();
    close();
  };
  // Leaving the choice (a click elsewhere, Tab past its options) closes it.
  const onBlur = (event: FocusEvent) => {
    if (!editor.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
  };
  return (
    <span
      ref={editor}
      className={[styles.editor, isOpen && styles.open, !isInUse && styles.idle]
        .filter(Boolean)
        .join(" ")}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={`${label}: ${optionLabel(value)}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        data-field={field.join(".")}
        data-value={value}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {optionLabel(value)}
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      {isOpen && (
        // biome-ignore lint/a11y/useSemanticElements: it sits in text (a heading, a paragraph), where a fieldset may not.
        <span id={id} className={styles.options} role="group" aria-label={label}>
          {rule.field.options.map((option) => (
            <button
              key={option}
              type="button"
              className={styles.option}
              aria-pressed={option === value}
              onClick={() => choose(option)}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            >
              {optionLabel(option)}
            </button>
          ))}
        </span>
      )}
    </span>
  );
}
