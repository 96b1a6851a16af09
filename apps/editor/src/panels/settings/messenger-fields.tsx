import { MESSENGER_NAMES, MESSENGER_SETTINGS_FIELDS } from "@ilha/core";
import { useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import type { PanelSite } from "../site-panels.tsx";
import { applySiteField } from "./apply-site-field.ts";
import { MessengerItem } from "./messenger-item.tsx";
import styles from "./site-settings.module.css";
import { useContentPart } from "./use-content-part.ts";

const T = EDITOR_TEXT.siteSettings;
const SIDE = MESSENGER_SETTINGS_FIELDS.alignment;

/**
 * The floating messenger widget (spec §3): the side of the screen it sits on and each messenger
 * core knows. The canvas renders the widget from the document, so every change previews there.
 */
export function MessengerFields({ session, siteId, isShared }: PanelSite) {
  const { language, part: messengers } = useContentPart(session, "messengers");
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <>
      {messengers !== undefined && (
        <RadioGroup
          className={styles.choice}
          value={messengers.settings.alignment}
          onChange={(value) =>
            setProblem(applySiteField(session, ["messengers", "settings", "alignment"], value))
          }
        >
          <Label className={styles.label}>{SIDE.label}</Label>
          <div className={styles.options}>
            {SIDE.options.map((side) => (
              <Radio key={side} value={side} className={styles.radio}>
                {T.side(side)}
              </Radio>
            ))}
          </div>
          {problem !== undefined && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
        </RadioGroup>
      )}
      {MESSENGER_NAMES.map((name) => (
        <MessengerItem
          siteId={siteId}
          isShared={isShared}
          key={name}
          session={session}
          language={language}
          messengers={messengers}
          name={name}
        />
      ))}
    </>
  );
}
