import {
  MESSENGER_CARD_FIELDS as CARD,
  MESSENGER_FIELDS,
  type MessengerName,
  type Messengers,
  withNewTextRecords,
} from "@ilha/core";
import { useId, useState } from "react";
import { Switch } from "../../shell/switch.tsx";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { MediaPickButton } from "../media/media-pick-button.tsx";
import { applyEdit } from "../pages/apply-edit.ts";
import type { PanelSite } from "../site-panels.tsx";
import { applySiteField } from "./apply-site-field.ts";
import { messengerActiveEdit } from "./messenger-edits.ts";
import styles from "./site-settings.module.css";
import { SiteTextField } from "./site-text-field.tsx";
import { ValidatedField } from "./validated-field.tsx";

const T = EDITOR_TEXT.siteSettings;
const CARD_TEXTS = ["name", "subtitle", "message", "buttonText"] as const;
/** The chat card's avatar is a circle: an image chosen for it is framed square. */
const AVATAR_ASPECT = 1;

/**
 * One messenger of the widget: shown or not, its number, name or page (the same in every
 * language), and its chat card: the avatar and button link in every language, the texts in the
 * language in view.
 */
export function MessengerItem({
  session,
  siteId,
  isShared,
  language,
  messengers,
  name,
}: PanelSite & {
  language: string;
  messengers: Messengers | undefined;
  name: MessengerName;
}) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const index = messengers?.data.findIndex((item) => item.name === name) ?? -1;
  const item = messengers?.data[index];
  const label = (text: string) => T.messengerOf(name, text);
  const setActive = (isActive: boolean) => {
    const { site } = session.document.getState();
    const languages = Object.keys(site.content);
    const edit = messengerActiveEdit({
      messengers,
      name,
      isActive,
      siteName: site.name,
      language,
      languages,
    });
    // Each language's card texts are its translation of the primary's: recorded in the same step.
    setProblem(applyEdit(session, withNewTextRecords(site, edit)));
  };
  const path = ["messengers", "data", index] as const;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {T.messengerName(name)}
      </h4>
      <Switch isSelected={item?.isActive === true} onChange={setActive}>
        {T.messengerActive(name)}
      </Switch>
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {item !== undefined && (
        <>
          <ValidatedField
            label={label(MESSENGER_FIELDS.value.label)}
            value={item.value}
            rule={MESSENGER_FIELDS.value.schema}
            hint={MESSENGER_FIELDS.value.hint?.(item)}
            toValue={(text) => MESSENGER_FIELDS.value.normalize?.(text, item) ?? text}
            onApply={(value) => applySiteField(session, [...path, "value"], value)}
          />
          <ValidatedField
            label={label(CARD.avatar.label)}
            value={item.data.avatar}
            rule={CARD.avatar.schema}
            hint={T.avatarHint}
            onApply={(value) => applySiteField(session, [...path, "data", "avatar"], value)}
          />
          <MediaPickButton
            siteId={siteId}
            isShared={isShared}
            label={label(CARD.avatar.label)}
            current={item.data.avatar}
            aspect={AVATAR_ASPECT}
            onChoose={(choice) =>
              setProblem(applySiteField(session, [...path, "data", "avatar"], choice))
            }
          />
          {CARD_TEXTS.map((key) => (
            <SiteTextField
              key={`${language} ${key}`}
              session={session}
              field={CARD[key]}
              path={[...path, "data", key]}
              siblings={item.data}
              label={label(CARD[key].label)}
              isMultiline={key === "message"}
            />
          ))}
          <ValidatedField
            label={label(CARD.buttonUrl.label)}
            value={item.data.buttonUrl}
            rule={CARD.buttonUrl.schema}
            hint={T.buttonUrlHint}
            onApply={(value) => applySiteField(session, [...path, "data", "buttonUrl"], value)}
          />
        </>
      )}
    </section>
  );
}
