import { ERRORS, HOME_PATH, type Page } from "@ilha/core";
import { useId } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { applyEdit } from "./apply-edit.ts";
import { DeletePageDialog } from "./delete-page-dialog.tsx";
import { movePageBy, pageName, setPagePathOf } from "./page-edits.ts";
import { PageMetaFields } from "./page-meta-fields.tsx";
import { PagePathField } from "./page-path-field.tsx";
import styles from "./pages-panel.module.css";

/**
 * The page in view: its path, its place among the pages, deleting it (never the home page), and
 * its title, description and keywords in the language in view.
 */
export function PageDetails({
  session,
  language,
  page,
  pages,
  announce,
}: {
  session: EditorSession;
  language: string;
  page: Page;
  pages: readonly Page[];
  announce: (message: string) => void;
}) {
  const headingId = useId();
  const name = pageName(page);
  const isHome = page.path === HOME_PATH;
  const index = pages.indexOf(page);
  const move = (delta: -1 | 1) => {
    const operation = movePageBy({ pages, path: page.path, delta });
    if (operation === undefined) return;
    if (applyEdit(session, [operation]) === undefined) {
      announce(T.pages.moved(name, index + 1 + delta, pages.length));
    }
  };
  const setPath = (newPath: string) => {
    const { site } = session.document.getState();
    const refusal = applyEdit(session, setPagePathOf({ site, language, path: page.path, newPath }));
    if (refusal !== undefined) return refusal;
    session.view.setState({ pagePath: newPath });
    announce(T.pages.pathChanged(newPath));
    return undefined;
  };
  const remove = () => {
    const refusal = applyEdit(session, [{ op: "removePage", pagePath: page.path }]);
    if (refusal !== undefined) return refusal;
    session.view.setState({ pagePath: HOME_PATH, selectedId: undefined });
    announce(T.pages.deleted(name));
    return undefined;
  };
  const firstPage = pages[0] ?? page;
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {T.pages.thisPage(name)}
      </h3>
      {isHome ? (
        <p className={styles.note}>{ERRORS.homePageKept.message}</p>
      ) : (
        <PagePathField page={page} pages={pages} onApply={setPath} />
      )}
      <div className={styles.actions}>
        <Button className={buttons.secondary} isDisabled={index <= 0} onPress={() => move(-1)}>
          {T.pages.movePageUp}
        </Button>
        <Button
          className={buttons.secondary}
          isDisabled={index >= pages.length - 1}
          onPress={() => move(1)}
        >
          {T.pages.movePageDown}
        </Button>
        {!isHome && <DeletePageDialog name={name} onDelete={remove} />}
      </div>
      <h4 className={styles.subheading}>{T.pages.metaHeading}</h4>
      <PageMetaFields session={session} language={language} page={page} firstPage={firstPage} />
    </section>
  );
}
