import { ERRORS, resolveLink, safeLinkUrl } from "@ilha/core";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import type { LinkEditorProps } from "../edit-kit-contract.ts";
import { Icon } from "../primitives/icon/icon.tsx";
import { useRenderMode } from "../render-mode.tsx";
import styles from "./link-editor.module.css";
import { useEditOperations } from "./use-edit-operations.ts";

/** Where a typed link leads, in words, or why it cannot be one (spec §2, §5). */
function whereTo(draft: string): { text: string; isError: boolean } {
  const text = draft.trim();
  if (text === "") return { text: "No link", isError: false };
  if (safeLinkUrl(text) === undefined) return { text: ERRORS.unsafeUrl.message, isError: true };
  const resolved = resolveLink({ link: text, mode: "view" });
  if (resolved.kind === "internal") return { text: `Goes to ${text} on this site`, isError: false };
  if (resolved.kind === "hash") return { text: `Scrolls to ${text} on this page`, isError: false };
  if (resolved.kind === "external") {
    return { text: `Opens ${resolved.href} in a new tab`, isError: false };
  }
  return { text: `Opens ${resolved.href}`, isError: false };
}

/**
 * The address of a button, link or social, edited beside it: a free-form URL (one without a
 * scheme gets http://), an unsafe one refused with the catalogue's message, and the site's pages
 * offered as internal targets. Saved as one operation; Escape or Cancel leave it as it was.
 */
export function LinkEditor({ field, value, label }: LinkEditorProps) {
  const edit = useEditOperations();
  const { editPages = [], editKit } = useRenderMode();
  const Picker = editKit?.LinkPicker;
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const [isTried, setIsTried] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const hint = whereTo(draft);
  /** Closes the form; the focus goes back to the button that opened it, not to the page's top. */
  const close = () => {
    setIsOpen(false);
    setIsTried(false);
    toggle.current?.focus();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (hint.isError) return;
    if (draft.trim() !== value) edit.setField(field, draft.trim());
    close();
  };
  // Escape closes the form only: it goes no further (the editor's Escape leaves the section). One
  // the address field took (closing its list, `defaultPrevented`) leaves the form open.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    if (!event.defaultPrevented) close();
  };
  return (
    <span className={isOpen ? `${styles.editor} ${styles.open}` : styles.editor}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={`Link of ${label}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-form` : undefined}
        onClick={() => {
          setDraft(value);
          setIsTried(false);
          setIsOpen((open) => !open);
        }}
      >
        <Icon name="link" size="small" />
      </button>
      {isOpen && (
        <form
          id={`${id}-form`}
          className={styles.popover}
          aria-label={`Link of ${label}`}
          onSubmit={save}
          onKeyDown={onKeyDown}
          noValidate
        >
          {Picker !== undefined ? (
            <Picker
              label="Link address"
              value={draft}
              onChange={setDraft}
              description={isTried && hint.isError ? undefined : hint.text}
              error={isTried && hint.isError ? hint.text : undefined}
              autoFocus
            />
          ) : (
            <>
              <label className={styles.label} htmlFor={`${id}-url`}>
                Link address
              </label>
              <input
                id={`${id}-url`}
                className={styles.input}
                value={draft}
                list={`${id}-pages`}
                autoComplete="off"
                aria-invalid={isTried && hint.isError ? true : undefined}
                aria-describedby={`${id}-hint`}
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <datalist id={`${id}-pages`}>
                {editPages.map((page) => (
                  <option key={page.path} value={page.path}>
                    {page.title}
                  </option>
                ))}
              </datalist>
              <p
                id={`${id}-hint`}
                className={hint.isError && isTried ? styles.error : styles.hint}
                role={hint.isError && isTried ? "alert" : undefined}
              >
                {hint.text}
              </p>
            </>
          )}
          <span className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={close}>
              Cancel
            </button>
            <button type="submit" className={styles.primary}>
              Save
            </button>
          </span>
        </form>
      )}
    </span>
  );
}
