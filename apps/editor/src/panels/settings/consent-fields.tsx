import { CONSENT_FIELDS } from "@ilha/core";
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { BannerButtonFields } from "./banner-button-fields.tsx";
import { ConsentCategories } from "./consent-categories.tsx";
import { NewConsentBanner } from "./new-consent-banner.tsx";
import styles from "./site-settings.module.css";
import { SiteTextField } from "./site-text-field.tsx";
import { useContentPart } from "./use-content-part.ts";

const T = EDITOR_TEXT.siteSettings;
const BUTTONS = ["acceptBtn", "declineBtn", "privacyPolicyBtn", "settingsBtn"] as const;
const POPUP_TEXTS = ["title", "description", "confirmBtnName"] as const;

function Group({
  title,
  headingRef,
  children,
}: {
  title: string;
  /** Given when focus may be sent to the group (its heading can then take it). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h4
        id={id}
        ref={headingRef}
        tabIndex={headingRef === undefined ? undefined : -1}
        className={styles.subheading}
      >
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * The cookie banner (spec §3) in the language in view: its text, its buttons (their names, which
 * of them show, the privacy button's link), its settings popup and its categories. A language
 * without a banner offers to add one; once added, focus goes to its first group.
 */
export function ConsentFields({
  session,
  announce,
}: {
  session: EditorSession;
  announce: (message: string) => void;
}) {
  const { language, part: consent } = useContentPart(session, "consent");
  const textsHeading = useRef<HTMLHeadingElement>(null);
  const [isCreated, setCreated] = useState(false);
  useEffect(() => {
    if (!isCreated || consent === undefined) return;
    textsHeading.current?.focus();
    setCreated(false);
  }, [isCreated, consent]);
  if (consent === undefined) {
    return (
      <NewConsentBanner
        session={session}
        language={language}
        announce={announce}
        onCreated={() => setCreated(true)}
      />
    );
  }
  return (
    <>
      <p className={styles.hint}>{T.consentShownHint}</p>
      <Group title={T.consentTexts} headingRef={textsHeading}>
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
        <ConsentCategories
          session={session}
          language={language}
          consent={consent}
          announce={announce}
        />
      </Group>
    </>
  );
}
