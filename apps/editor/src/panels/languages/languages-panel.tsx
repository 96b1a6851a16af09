import {
  addLanguageOperation,
  type LanguageMenuLayout,
  languageMenuLayout,
  languagesToAdd,
  translationStatus,
} from "@ilha/core";
import { useMemo, useState } from "react";
import { Button, Label, Radio, RadioGroup } from "react-aria-components";
import { useStore } from "../../document/use-store.ts";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import fields from "../../shell/fields.module.css";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { LanguageRow } from "./language-row.tsx";
import styles from "./languages-panel.module.css";
import { TranslationView } from "./translation-view.tsx";

const T = EDITOR_TEXT.languages;

/**
 * The site's languages: their order (the language menu's), which is primary, which are
 * published, each one's share of translated texts; adding one from the editor's list and removing
 * one; the language menu's layout; translating a page (last: its list is as long as the page). Each change is one edit of the document, undoable and saved like any other.
 */
export function LanguagesPanel({ session, siteId, announce }: SitePanelProps) {
  const site = useStore(session.document, (state) => state.site);
  const problem = useStore(session.document, (state) => state.problem);
  const language = useStore(session.view, (state) => state.language);
  const offered = languagesToAdd(site);
  const [choice, setChoice] = useState<string>("");
  const chosen = offered.find((item) => item.code === choice) ?? offered[0];
  const shares = useMemo(
    () =>
      new Map(
        site.languages
          .filter((entry) => !entry.isPrimary && site.content[entry.lang.code] !== undefined)
          .map((entry) => [entry.lang.code, translationStatus(site, entry.lang.code).share]),
      ),
    [site],
  );

  const add = () => {
    if (chosen === undefined) return;
    if (session.edit([addLanguageOperation(site, chosen)])) {
      announce(T.added(chosen.name));
      setChoice("");
    }
  };
  const setLayout = (value: string) =>
    session.edit([
      {
        op: "setSiteField",
        language,
        path: ["settings", "languageMenuLayout"],
        value: languageMenuLayout.parse(value),
      },
    ]);

  return (
    <div className={styles.panel}>
      <section className={styles.part} aria-labelledby="languages-list">
        <h3 id="languages-list" className={styles.heading}>
          {T.siteLanguages}
        </h3>
        <p className={styles.hint}>{T.order}</p>
        <ol className={styles.list} aria-labelledby="languages-list">
          {site.languages.map((entry, index) => (
            <LanguageRow
              key={entry.lang.code}
              session={session}
              siteId={siteId}
              entry={entry}
              index={index}
              count={site.languages.length}
              share={shares.get(entry.lang.code)}
              announce={announce}
            />
          ))}
        </ol>
        {problem !== undefined && (
          <p role="alert" className={dialog.error}>
            {problem}
          </p>
        )}
      </section>

      <section className={styles.part} aria-labelledby="languages-add">
        <h3 id="languages-add" className={styles.heading}>
          {T.add}
        </h3>
        {chosen === undefined ? (
          <p className={styles.hint}>{T.noneToAdd}</p>
        ) : (
          <>
            <div className={styles.addRow}>
              <label className={fields.field}>
                <span className={fields.label}>{T.addChoice}</span>
                <select
                  className={fields.input}
                  value={chosen.code}
                  onChange={(event) => setChoice(event.target.value)}
                >
                  {offered.map((item) => (
                    <option key={item.code} value={item.code}>
                      {item.name === item.localizedName
                        ? item.name
                        : `${item.name} (${item.localizedName})`}
                    </option>
                  ))}
                </select>
              </label>
              <Button className={buttons.secondary} onPress={add}>
                {T.addButton}
              </Button>
            </div>
            <p className={styles.hint}>{T.addHint}</p>
          </>
        )}
      </section>

      <RadioGroup
        className={styles.part}
        value={site.settings.languageMenuLayout}
        onChange={setLayout}
      >
        <Label className={styles.heading}>{T.menuLayout}</Label>
        {languageMenuLayout.options.map((layout: LanguageMenuLayout) => (
          <Radio key={layout} value={layout} className={dialog.radio}>
            {T.menuLayouts[layout]}
          </Radio>
        ))}
      </RadioGroup>

      <section className={styles.part} aria-labelledby="languages-translate">
        <h3 id="languages-translate" className={styles.heading}>
          {T.translate}
        </h3>
        <TranslationView session={session} announce={announce} />
      </section>
    </div>
  );
}
