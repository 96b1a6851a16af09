import { type Key, useEffect, useMemo, useRef } from "react";
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from "react-aria-components";
import type { LinkTarget } from "../document/link-targets.ts";
import styles from "./link-picker.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/** Text compared without case or accents. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The targets a typed `text` matches (by page, section or link); all of them while the field is
 * empty or holds one of their links, so a picked page still shows the others.
 */
export function matchingTargets(targets: readonly LinkTarget[], text: string): LinkTarget[] {
  const wanted = folded(text.trim());
  if (wanted === "" || targets.some((target) => target.link === text.trim())) return [...targets];
  return targets.filter((target) =>
    folded(`${target.name} ${target.page ?? ""} ${target.link}`).includes(wanted),
  );
}

/**
 * Where a link leads: one of the site's pages or one of their sections picked from a list, or a
 * free URL typed in the same field (a combobox that takes any text). `onChange` has the field's
 * text at each key and each pick; `onPick` a picked target's link. What is typed is the caller's
 * to check (core's safe-URL rule) and to apply.
 */
export function LinkPicker({
  label,
  value,
  targets,
  onChange,
  onPick,
  onBlur,
  onEnter,
  description,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  targets: readonly LinkTarget[];
  onChange: (value: string) => void;
  onPick?: ((link: string) => void) | undefined;
  onBlur?: (() => void) | undefined;
  /** Enter in the field while its list is closed. */
  onEnter?: (() => void) | undefined;
  description?: string | undefined;
  error?: string | undefined;
  autoFocus?: boolean | undefined;
}) {
  const items = useMemo(() => matchingTargets(targets, value), [targets, value]);
  const isTarget = targets.some((target) => target.link === value);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field takes the focus once, when it comes
  useEffect(() => {
    if (autoFocus === true) input.current?.focus();
  }, []);
  return (
    <ComboBox
      className={styles.picker}
      allowsCustomValue
      inputValue={value}
      onInputChange={onChange}
      selectedKey={isTarget ? value : null}
      onSelectionChange={(key: Key | null) => {
        if (key === null) return;
        onChange(String(key));
        onPick?.(String(key));
      }}
      items={items}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      onBlur={onBlur}
      onKeyDown={(event) => {
        // Enter picks from the open list, Escape closes it (marked as taken, `defaultPrevented`,
        // for what holds the field: a form, a panel); with the list closed, Enter confirms what
        // is typed and Escape is theirs.
        const isListOpen = (event.target as Element).getAttribute("aria-expanded") === "true";
        if (event.key === "Enter" && !isListOpen) onEnter?.();
        if (event.key === "Escape" && isListOpen) event.preventDefault();
        event.continuePropagation();
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control}>
        <Input ref={input} className={styles.input} spellCheck={false} autoCapitalize="off" />
        <Button className={styles.toggle} aria-label={T.linkPicker.showPlaces}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {description !== undefined && (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      )}
      {error !== undefined && (
        <Text slot="errorMessage" role="alert" className={styles.error}>
          {error}
        </Text>
      )}
      <Popover className={styles.popover} offset={4}>
        <ListBox<LinkTarget> className={styles.list}>
          {(target) => (
            <ListBoxItem
              id={target.link}
              textValue={target.link}
              className={target.page === undefined ? styles.page : styles.section}
            >
              <span className={styles.name}>
                {target.page === undefined ? target.name : T.linkPicker.sectionOf(target.name)}
              </span>
              <span className={styles.link}>{target.link}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
