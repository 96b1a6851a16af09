import { type ContactField, LIMITS, UI_TEXT } from "@ilha/core";
import type { FocusEvent } from "react";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { useEditKit } from "../render-mode.tsx";
import { useLabels } from "../use-labels.ts";
import styles from "./contact-form.module.css";

/** What the form's client logic gives each field: its error, and checks on leave and on typing. */
export type ContactFieldState = {
  error: string | undefined;
  /** `focusTo` is where focus went (the event's `relatedTarget`). */
  onBlur?: ((left: { value: string; focusTo: EventTarget | null }) => void) | undefined;
  onEdit?: (() => void) | undefined;
};

/**
 * One labelled field with its error slot: the slot stays empty and hidden until validation writes
 * a message into it (spec §5); the field is then marked invalid. In edit mode the field shows its
 * placeholder, edited inline (an emptied one reverts to the spec's "Enter your name"…).
 */
export function ContactFormField({
  idPrefix,
  name,
  placeholder,
  state,
}: {
  idPrefix: string;
  name: ContactField;
  placeholder: string;
  state: ContactFieldState;
}) {
  const labels = useLabels();
  const isEditing = useEditKit() !== undefined;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const isBlank = (text: string) => text.trim() === "";
  const shown = isEditing && isBlank(placeholder) ? UI_TEXT.contactPlaceholders[name] : placeholder;
  const common = {
    id,
    name,
    placeholder: isBlank(shown) ? undefined : shown,
    "aria-describedby": errorId,
    "aria-invalid": state.error === undefined ? undefined : true,
    className: styles.input,
    onBlur:
      state.onBlur &&
      ((event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        state.onBlur?.({ value: event.currentTarget.value, focusTo: event.relatedTarget });
      }),
    onChange: state.onEdit,
  };
  const isRequired = name !== "message";
  const Label = isEditing ? "span" : "label";
  return (
    <div className={`${styles.field} ${name === "message" ? styles.wide : ""}`}>
      <Label htmlFor={isEditing ? undefined : id} className={styles.label}>
        {{ name: labels.nameLabel, email: labels.emailLabel, message: labels.messageLabel }[name]}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {" *"}
          </span>
        )}
      </Label>
      {isEditing ? (
        <div className={`${styles.input} ${styles.placeholder}`}>
          <InlineText
            as="span"
            value={placeholder}
            field={["placeholders", name]}
            placeholder={UI_TEXT.contactPlaceholders[name]}
          />
        </div>
      ) : name === "message" ? (
        <textarea {...common} rows={5} maxLength={LIMITS.text.contactMessage} />
      ) : (
        <input
          {...common}
          type={name === "email" ? "email" : "text"}
          autoComplete={name}
          required
          maxLength={name === "email" ? LIMITS.text.email : undefined}
        />
      )}
      {/* The messages are the spec's, in English on every page. */}
      <p
        id={errorId}
        role="alert"
        lang="en"
        className={styles.error}
        hidden={state.error === undefined}
      >
        {state.error}
      </p>
    </div>
  );
}
