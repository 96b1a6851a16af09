import { CONSENT_FIELDS, type ConsentSettings } from "@ilha/core";
import { useState } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { Switch } from "../../shell/switch.tsx";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { applySiteField } from "./apply-site-field.ts";
import styles from "./site-settings.module.css";
import { SiteTextField } from "./site-text-field.tsx";
import { ValidatedField } from "./validated-field.tsx";

const T = EDITOR_TEXT.siteSettings;
type ButtonKey = "acceptBtn" | "declineBtn" | "privacyPolicyBtn" | "settingsBtn";

/**
 * One of the banner's buttons: its name in the language in view, whether it shows, and (the
 * privacy button's) where it leads — both the same in every language.
 */
export function BannerButtonFields({
  session,
  buttonKey,
  button,
}: {
  session: EditorSession;
  buttonKey: ButtonKey;
  button: ConsentSettings[ButtonKey];
}) {
  const group = CONSENT_FIELDS[buttonKey];
  const { isVisible, link } = group.fields;
  const [problem, setProblem] = useState<string | undefined>();
  const path = ["consent", buttonKey] as const;
  return (
    <>
      <SiteTextField
        session={session}
        field={group.fields.name}
        path={[...path, "name"]}
        siblings={button}
      />
      <Switch
        isSelected={button.isVisible}
        onChange={(isSelected) =>
          setProblem(applySiteField(session, [...path, "isVisible"], isSelected))
        }
      >
        {isVisible?.label ?? group.label}
      </Switch>
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {link !== undefined && "link" in button && (
        <ValidatedField
          label={T.buttonField(group.label, link.label)}
          value={button.link}
          rule={link.schema}
          onApply={(value) => applySiteField(session, [...path, "link"], value)}
        />
      )}
    </>
  );
}
