import { LIMITS } from "@ilha/core";
import { Button, Group, Input, Label, NumberField, Text } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./theme-panel.module.css";
import { useThemeEdit } from "./use-theme-edit.ts";

/** The site's text size on wide screens, within core's font scale; kept to it as it is typed. */
export function FontSizeControl({ session }: { session: EditorSession }) {
  const fontSize = useStore(session.document, (state) => state.site.theme.fontSize);
  const { problem, apply } = useThemeEdit({ session, path: ["fontSize"] });
  const { min, max } = LIMITS.fontScale.desktop;
  return (
    <NumberField
      className={styles.field}
      value={fontSize}
      minValue={min}
      maxValue={max}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={problem !== undefined}
      validationBehavior="aria"
      onChange={(value) => {
        if (!Number.isNaN(value)) apply(value);
      }}
    >
      <Label className={styles.label}>{T.theme.fontSize}</Label>
      <Group className={styles.numberGroup}>
        <Button slot="decrement" className={styles.step}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.step}>
          +
        </Button>
      </Group>
      <Text slot="description" className={styles.hint}>
        {T.theme.fontSizeHint(min, max)}
      </Text>
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </NumberField>
  );
}
