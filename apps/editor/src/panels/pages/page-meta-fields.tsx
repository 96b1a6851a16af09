import { LIMITS, type Page, type PageMeta } from "@ilha/core";
import { useId } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { Switch } from "../../shell/switch.tsx";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { applyEdit } from "./apply-edit.ts";
import { CountedTextField } from "./counted-text-field.tsx";
import { pageName } from "./page-edits.ts";
import styles from "./pages-panel.module.css";

type MetaText = Exclude<keyof PageMeta, "useForAll">;

const META_TEXTS: { key: MetaText; label: string; hint?: string; isMultiline?: boolean }[] = [
  { key: "title", label: T.pages.metaTitle },
  { key: "description", label: T.pages.metaDescription, isMultiline: true },
  {
    key: "keywords",
    label: T.pages.metaKeywords,
    hint: T.pages.metaKeywordsHint,
    isMultiline: true,
  },
];

/**
 * A page's title, description and keywords in the language in view, and (spec §2/§3) the first
 * page's "use for all pages" flag: when set, its meta stands for every page of the site.
 */
export function PageMetaFields({
  session,
  language,
  page,
  firstPage,
}: {
  session: EditorSession;
  language: string;
  page: Page;
  firstPage: Page;
}) {
  const hintId = useId();
  const isFirst = page.path === firstPage.path;
  const isFlagged = page.meta.useForAll === true;
  const setMeta = (key: keyof PageMeta, value: unknown) =>
    applyEdit(session, [{ op: "setPageMeta", language, pagePath: page.path, key, value }]);
  return (
    <div className={styles.group}>
      {!isFirst && firstPage.meta.useForAll === true && (
        <p className={styles.note}>{T.pages.forAllInEffect(pageName(firstPage))}</p>
      )}
      {META_TEXTS.map(({ key, label, hint, isMultiline }) => (
        <CountedTextField
          key={`${page.path} ${key}`}
          label={label}
          value={page.meta[key]}
          max={LIMITS.text.meta[key]}
          isMultiline={isMultiline === true}
          {...(hint === undefined ? {} : { hint })}
          onCommit={(value) => setMeta(key, value)}
        />
      ))}
      {(isFirst || isFlagged) && (
        <div className={styles.group}>
          <Switch
            isSelected={isFlagged}
            aria-describedby={hintId}
            onChange={(isSelected) => setMeta("useForAll", isSelected)}
          >
            {T.pages.forAllPages}
          </Switch>
          <p id={hintId} className={styles.hint}>
            {isFirst ? T.pages.forAllHint : T.pages.forAllElsewhere}
          </p>
        </div>
      )}
    </div>
  );
}
