import { primaryLanguage, translationStatus } from "@ilha/core";
import { useMemo, useState } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import fields from "../../shell/fields.module.css";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import styles from "./languages-panel.module.css";
import { type TranslationPart, translationParts } from "./translation-parts.ts";
import { TranslationRow } from "./translation-row.tsx";
import view from "./translation-view.module.css";

const T = EDITOR_TEXT.languages;

/**
 * The translation view: a language other than the primary (the one in view by default) and a
 * page (the page in view by default); each text of the page and of the site's own parts in the
 * primary language beside the chosen one's, to translate there.
 */
export function TranslationView({
  session,
  announce,
}: {
  session: EditorSession;
  announce: (message: string) => void;
}) {
  const site = useStore(session.document, (state) => state.site);
  const viewLanguage = useStore(session.view, (state) => state.language);
  const viewPage = useStore(session.view, (state) => state.pagePath);
  const [languageChoice, setLanguageChoice] = useState<string | undefined>();
  const [pageChoice, setPageChoice] = useState<string | undefined>();
  const primary = primaryLanguage(site).lang;
  const others = site.languages.filter(
    (entry) => !entry.isPrimary && site.content[entry.lang.code] !== undefined,
  );
  const language = (
    others.find((entry) => entry.lang.code === (languageChoice ?? viewLanguage)) ?? others[0]
  )?.lang;
  const pages = site.content[primary.code]?.pages ?? [];
  const wanted = pageChoice ?? viewPage;
  const pagePath = pages.some((page) => page.path === wanted) ? wanted : pages[0]?.path;
  const status = useMemo(
    () => (language === undefined ? undefined : translationStatus(site, language.code)),
    [site, language],
  );
  if (language === undefined || status === undefined) {
    return <p className={styles.hint}>{T.translateNone}</p>;
  }

  const list = (id: string, heading: string, parts: TranslationPart[]) => (
    <section className={view.texts} aria-labelledby={id}>
      <h4 id={id} className={view.textsHeading}>
        {heading}
      </h4>
      {parts.length === 0 && <p className={styles.hint}>{T.noTexts}</p>}
      {parts.map((part) => (
        <div key={part.key} className={view.part}>
          <h5 className={view.partHeading}>{part.heading}</h5>
          <ul className={view.rows}>
            {part.texts.map((text) => (
              <TranslationRow
                key={text.key}
                session={session}
                text={text}
                language={language}
                primary={primary}
                announce={announce}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );

  return (
    <div className={view.view}>
      <p className={styles.hint}>{T.translateHint}</p>
      <div className={view.choices}>
        <label className={fields.field}>
          <span className={fields.label}>{T.translateLanguage}</span>
          <select
            className={fields.input}
            value={language.code}
            onChange={(event) => setLanguageChoice(event.target.value)}
          >
            {others.map((entry) => (
              <option key={entry.lang.code} value={entry.lang.code}>
                {entry.lang.name}
              </option>
            ))}
          </select>
        </label>
        <label className={fields.field}>
          <span className={fields.label}>{T.translatePage}</span>
          <select
            className={fields.input}
            value={pagePath}
            onChange={(event) => setPageChoice(event.target.value)}
          >
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {T.pageChoice(page.meta.title.trim() || EDITOR_TEXT.pages.untitled, page.path)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list("translate-page", T.pageTexts, translationParts(status.texts, pagePath))}
      {list("translate-site", T.siteTexts, translationParts(status.texts, undefined))}
    </div>
  );
}
