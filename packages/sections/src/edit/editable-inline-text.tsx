import { inlineTextBlur, inlineTextCounter, LIMITS, limitInlineText, UI_TEXT } from "@ilha/core";
import {
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useScope } from "../component-scope.tsx";
import type { InlineTextProps } from "../edit-kit-contract.ts";
import { useTextElement } from "../primitives/section-heading/heading-level.tsx";
import styles from "./editable-inline-text.module.css";
import { useFieldRule } from "./field-rule.ts";
import { useEditOperations } from "./use-edit-operations.ts";

/** Inserts plain text at the caret (or replaces the selection) inside `element`. */
function insertAtCaret(element: HTMLElement, text: string): void {
  const selection = element.ownerDocument.getSelection();
  const range = selection !== null && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (range === null || !element.contains(range.startContainer)) {
    element.append(text);
    return;
  }
  range.deleteContents();
  const node = element.ownerDocument.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** How many characters of `element`'s text stand before the caret, when the caret is in it. */
function caretOffset(element: HTMLElement): number | undefined {
  const selection = element.ownerDocument.getSelection();
  const range = selection !== null && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (range === null || !element.contains(range.endContainer)) return undefined;
  const before = element.ownerDocument.createRange();
  before.selectNodeContents(element);
  before.setEnd(range.endContainer, range.endOffset);
  return before.toString().length;
}

/** Puts the caret `offset` characters into `element`, whose text is one text node. */
function placeCaret(element: HTMLElement, offset: number): void {
  const selection = element.ownerDocument.getSelection();
  if (selection === null) return;
  const range = element.ownerDocument.createRange();
  const text = element.firstChild;
  if (text === null) range.setStart(element, 0);
  else range.setStart(text, Math.min(offset, text.textContent?.length ?? 0));
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A text past its limit (by `limitInlineText`, core's rule) keeps its first `max` characters,
 * less what was just typed or pasted: the characters before the caret that went past the limit.
 * The caret stays where the owner was typing, so further keys are refused where they are typed,
 * never inserted elsewhere.
 */
function cutAtCaret(element: HTMLElement, max: number): string {
  const full = element.textContent ?? "";
  const excess = full.length - max;
  const caret = caretOffset(element);
  const isAtCaret = caret !== undefined && caret >= excess;
  const kept = isAtCaret
    ? full.slice(0, caret - excess) + full.slice(caret)
    : limitInlineText({ value: full, max }).value;
  element.textContent = kept;
  if (isAtCaret) placeCaret(element, caret - excess);
  return kept;
}

/**
 * Spec §4/§5 inline editing of a text, with the limit and required rule core gives its field:
 * counter on focus (near-limit under 5 left, over-limit cut and
 * warned), required fields restored with "This field is required", optional empty fields show
 * "Your text" and report an empty value; plain-text paste, Enter inserts a line break, drops and
 * bold/italic shortcuts blocked; changes reported on blur, or after 1 s when `isInteractive`.
 */
export function EditableInlineText({
  as,
  value,
  field,
  className,
  placeholder,
  isInteractive = false,
}: InlineTextProps & { isInteractive?: boolean }) {
  const Tag = useTextElement(as);
  const { max, isRequired, label } = useFieldRule(field);
  const edit = useEditOperations();
  const scope = useScope();
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isFocused, setFocused] = useState(false);
  const [text, setText] = useState(value);
  // React writes the text once; later values are set by the effect below while the text is not
  // being edited, so a reported edit coming back never rewrites the text under the caret.
  const [initialValue] = useState(value);
  const [warning, setWarning] = useState<string | undefined>(undefined);
  const counterId = useId();

  useEffect(() => {
    previous.current = value;
    const element = ref.current;
    // Only a text that differs is written: rewriting an equal one (as on mount) would replace its
    // text node and make the browser restyle it, a frame's work for a section's few dozen texts.
    if (
      element !== null &&
      element.ownerDocument.activeElement !== element &&
      element.textContent !== value
    ) {
      element.textContent = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const report = (next: string) => {
    previous.current = next;
    edit.setField(field, next);
  };

  const handleInput = () => {
    const element = ref.current;
    if (element === null) return;
    const { isOverLimit } = limitInlineText({ value: element.textContent ?? "", max });
    const value = isOverLimit ? cutAtCaret(element, max) : (element.textContent ?? "");
    setText(value);
    setWarning(
      isOverLimit ? inlineTextCounter({ value: "x".repeat(max + 1), max }).warning : undefined,
    );
    if (isInteractive) {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        if (value.trim() !== "" && value !== previous.current) report(value);
      }, LIMITS.timing.debounceMs);
    }
  };

  const handleBlur = () => {
    clearTimeout(debounce.current);
    setFocused(false);
    const element = ref.current;
    if (element === null) return;
    const result = inlineTextBlur({
      value: element.textContent ?? "",
      previous: previous.current,
      isRequired,
      max,
    });
    element.textContent = result.value;
    setText(result.value);
    setWarning(result.warning);
    // Leaving a text as it was (an empty optional one included) is no edit.
    if (result.reported !== undefined && result.reported !== previous.current) {
      report(result.reported);
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    if ((event.metaKey || event.ctrlKey) && (key === "b" || key === "i")) event.preventDefault();
    if (event.key === "Enter" && ref.current !== null) {
      event.preventDefault();
      insertAtCaret(ref.current, "\n");
      handleInput();
    }
  };

  const handlePaste = (event: ClipboardEvent) => {
    event.preventDefault();
    if (ref.current === null) return;
    insertAtCaret(ref.current, event.clipboardData.getData("text/plain"));
    handleInput();
  };

  const counter = inlineTextCounter({ value: text, max });
  // The counter keeps the width of its longest text: a box of fixed size, laid out on its own and
  // out of the flow, so neither a key that changes its figure nor one that brings the text to a
  // line's end lays the page out again or moves what follows (spec budget: a key ≤ 16 ms).
  const widestCounter = useMemo(
    () => inlineTextCounter({ value: "x".repeat(max), max }).text.length,
    [max],
  );
  const blockDrop = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <Tag className={className}>
      {/* biome-ignore lint/a11y/useSemanticElements: an editable region of rich layout text is a contenteditable element, not a form field. */}
      <span
        ref={ref}
        className={styles.editable}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-label={label}
        aria-multiline="true"
        aria-required={isRequired || undefined}
        aria-describedby={isFocused ? counterId : undefined}
        data-field={field.join(".")}
        data-scope={scope.kind}
        data-placeholder={placeholder ?? UI_TEXT.inlineTextPlaceholder}
        onFocus={() => setFocused(true)}
        onBlur={handleBlur}
        onInput={handleInput}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onDrop={blockDrop}
        onDragOver={blockDrop}
      >
        {initialValue}
      </span>
      {isFocused && (
        <span
          id={counterId}
          className={`${styles.counter} ${counter.isNearLimit ? styles.near : ""} ${counter.isOverLimit ? styles.over : ""}`}
          style={{ "--counter-chars": widestCounter } as CSSProperties}
          data-counter={counter.isOverLimit ? "over" : counter.isNearLimit ? "near" : "ok"}
        >
          {counter.text}
        </span>
      )}
      {/* The counter's room below the text while it is edited, so it covers no line after it. */}
      {isFocused && <span className={styles.counterRoom} aria-hidden="true" />}
      {warning !== undefined && (
        <span className={styles.warning} role="status">
          {warning}
        </span>
      )}
    </Tag>
  );
}
