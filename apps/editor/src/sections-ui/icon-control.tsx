import { ICON_NAMES, Icon } from "@ilha/sections";
import { useState } from "react";
import { Button, Input, Label, ListBox, ListBoxItem, Text, TextField } from "react-aria-components";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { useDraft } from "../shell/use-draft.ts";
import { SettingLabel } from "./setting-label.tsx";
import type { Setting } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

const ICONS = ICON_NAMES.map((name) => ({ id: name }));

/**
 * An icon's name: picked from the icon set, each icon shown with its name in a grid that opens
 * under the field, or typed (a page may register icons of its own, spec §7). A pick applies at
 * once and closes the grid; a typed name applies when confirmed (Enter, leaving the field), so
 * that it is one step of the history.
 */
export function IconControl({
  setting,
  describedBy,
  onApply,
}: {
  setting: Setting;
  describedBy: string | undefined;
  onApply: (value: string) => void;
}) {
  const stored = typeof setting.value === "string" ? setting.value : "";
  const [draft, setDraft] = useDraft(stored);
  const [isOpen, setOpen] = useState(false);
  const name = `${T.settingsInScope(setting.scope)}${setting.field.label}`;
  return (
    <div className={styles.field}>
      <TextField
        className={styles.field}
        value={draft}
        isInvalid={describedBy !== undefined}
        validationBehavior="aria"
        aria-describedby={describedBy}
        onChange={setDraft}
        onBlur={() => onApply(draft.trim())}
        onKeyDown={(event) => {
          if (event.key === "Enter") onApply(draft.trim());
        }}
      >
        <Label className={styles.label}>
          <SettingLabel setting={setting} />
        </Label>
        <div className={styles.iconPicker}>
          <Icon name={draft.trim()} className={styles.iconPreview} />
          <Input className={styles.input} />
          <Button
            className={styles.iconButton}
            aria-expanded={isOpen}
            onPress={() => setOpen(!isOpen)}
          >
            {T.settingsIconsShow}
          </Button>
        </div>
        <Text slot="description" className={styles.hint}>
          {T.settingsIconHint}
        </Text>
      </TextField>
      {isOpen && (
        <ListBox
          aria-label={T.settingsIconsOf(name)}
          className={styles.iconList}
          layout="grid"
          items={ICONS}
          selectionMode="single"
          selectedKeys={ICON_NAMES.includes(draft) ? [draft] : []}
          onSelectionChange={(keys) => {
            const [picked] = keys === "all" ? [] : [...keys];
            if (picked === undefined) return;
            setDraft(String(picked));
            onApply(String(picked));
            setOpen(false);
          }}
        >
          {(icon) => (
            <ListBoxItem id={icon.id} textValue={icon.id} className={styles.iconOption}>
              <Icon name={icon.id} />
              <span className={styles.iconName}>{icon.id}</span>
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </div>
  );
}
