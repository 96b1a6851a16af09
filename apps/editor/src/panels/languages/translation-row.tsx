import { type TranslatedText, textEditOperation, translationRecordsFor } from "@ilha/core";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { CountedTextField } from "../pages/counted-text-field.tsx";
import styles from "./translation-view.module.css";

const T = EDITOR_TEXT.languages;

/** Texts longer than this are typed on a few lines. */
const MULTILINE_FROM = 160;

/**
 * One text: the primary language's (read only) beside the translation (typed with core's limit
 * and required rule), marked when never translated or when its source changed since.
 */
export function TranslationRow({
  session,
  text,
  language,
  primary,
  announce,
}: {
  session: EditorSession;
  text: TranslatedText;
  language: { code: string; name: string };
  primary: { code: string; name: string };
  announce: (message: string) => void;
}) {
  const name = T.textName(text.label, text.item);
  const commit = (value: string) =>
    session.edit([textEditOperation({ language: language.code, place: text.place, value })])
      ? undefined
      : session.document.getState().problem;
  const keep = () => {
    const site = session.document.getState().site;
    const records = translationRecordsFor({ site, language: language.code, place: text.place });
    if (session.edit(records)) announce(T.kept(name));
  };
  const mark =
    text.state === "untranslated"
      ? T.notTranslated
      : text.state === "outdated"
        ? T.sourceChanged
        : undefined;
  return (
    <li className={styles.row}>
      <div className={styles.source}>
        <span className={styles.sourceLabel}>{T.inLanguage(name, primary.name)}</span>
        <p className={styles.sourceText} lang={primary.code}>
          {text.source}
        </p>
      </div>
      <div className={styles.target}>
        <CountedTextField
          label={T.inLanguage(name, language.name)}
          value={text.text}
          max={text.field.max}
          isRequired={text.isRequired}
          isMultiline={text.field.max > MULTILINE_FROM}
          onCommit={commit}
        />
        {mark !== undefined && (
          <div className={styles.markRow}>
            <span className={text.state === "outdated" ? styles.outdated : styles.untranslated}>
              {mark}
            </span>
            <Button className={buttons.quiet} aria-label={T.keepAsIsOf(name)} onPress={keep}>
              {T.keepAsIs}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
