import { CONSENT_CATEGORY_FIELDS, CONSENT_FIELDS, type ConsentSettings } from "@ilha/core";
import { type ReactNode, useId } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { BannerButtonFields } from "./banner-button-fields.tsx";
import styles from "./site-settings.module.css";
import { SiteTextField } from "./site-text-field.tsx";
import { useContentPart } from "./use-content-part.ts";

const T = EDITOR_TEXT.siteSettings;
const BUTTONS = ["acceptBtn", "declineBtn", "privacyPolicyBtn", "settingsBtn"] as const;
const POPUP_TEXTS = ["title", "description", "confirmBtnName"] as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h4 id={id} className={styles.subheading}>
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * The cookie banner (spec §3) in the language in view: its text, its buttons (their names, which
 * of them show, the privacy button's link), its settings popup and its categories' texts.
 */
export function ConsentFields({ session }: { session: EditorSession }) {
  const { language, part: consent } = useContentPart(session, "consent");
  if (consent === undefined) return null;
  return (
    <>
      <Group title={T.consentTexts}>
        <SiteTextField
          key={language}
          session={session}
          field={CONSENT_FIELDS.consentText}
          path={["consent", "consentText"]}
          siblings={consent}
          isMultiline
        />
      </Group>
      <Group title={T.consentButtons}>
        {BUTTONS.map((key) => (
          <BannerButtonFields
            key={`${language} ${key}`}
            session={session}
            buttonKey={key}
            button={consent[key]}
          />
        ))}
      </Group>
      <Group title={T.consentPopup}>
        {POPUP_TEXTS.map((key) => (
          <SiteTextField
            key={`${language} ${key}`}
            session={session}
            field={CONSENT_FIELDS[key]}
            path={["consent", key]}
            siblings={consent}
            isMultiline={key === "description"}
          />
        ))}
      </Group>
      <Group title={T.categoriesHeading}>
        <CategoryFields session={session} language={language} consent={consent} />
      </Group>
    </>
  );
}

/** Each category's title and description, named with its type. */
function CategoryFields({
  session,
  language,
  consent,
}: {
  session: EditorSession;
  language: string;
  consent: ConsentSettings;
}) {
  return consent.categories.map((category, index) =>
    (["title", "description"] as const).map((key) => (
      <SiteTextField
        key={`${language} ${category.type} ${key}`}
        session={session}
        field={CONSENT_CATEGORY_FIELDS[key]}
        path={["consent", "categories", index, key]}
        siblings={category}
        label={T.categoryField(category.type, CONSENT_CATEGORY_FIELDS[key].label)}
        isMultiline={key === "description"}
      />
    )),
  );
}
