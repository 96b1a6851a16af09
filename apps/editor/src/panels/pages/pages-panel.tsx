import type { Page } from "@ilha/core";
import { useId } from "react";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { AddPageDialog } from "./add-page-dialog.tsx";
import { applyEdit } from "./apply-edit.ts";
import { addPageOf } from "./page-edits.ts";
import { PageDetails } from "./page-details.tsx";
import { PageList } from "./page-list.tsx";
import styles from "./pages-panel.module.css";
import { OverflowLabelField } from "./overflow-label-field.tsx";
import { SiteLinksEditor } from "./site-links-editor.tsx";

const NO_PAGES: readonly Page[] = [];

/**
 * The pages panel: the site's pages (shared by every language) to open, add, re-path, reorder
 * and delete; the page in view's title, description and keywords; and the header and footer
 * links and the overflow label, for the language in view. Every change is one of core's edits.
 */
export function PagesPanel({ session, announce }: SitePanelProps) {
  const headingId = useId();
  const linksId = useId();
  const language = useStore(session.view, (state) => state.language);
  const pagePath = useStore(session.view, (state) => state.pagePath);
  const pages =
    useStore(session.document, (state) => state.site.content[language]?.pages) ?? NO_PAGES;
  const page = pages.find((candidate) => candidate.path === pagePath) ?? pages[0];
  const open = (path: string) => session.view.setState({ pagePath: path, selectedId: undefined });
  const add = ({
    title,
    path,
    copyOf,
  }: {
    title: string;
    path: string;
    copyOf: string | undefined;
  }) => {
    const { site } = session.document.getState();
    const refusal = applyEdit(session, addPageOf({ site, path, title, copyOf }));
    if (refusal !== undefined) return refusal;
    open(path);
    announce(T.pages.added(title === "" ? path : title));
    return undefined;
  };
  return (
    <div className={styles.panel}>
      <section className={styles.part} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {T.pages.listHeading}
        </h3>
        <PageList pages={pages} pagePath={page?.path ?? pagePath} onOpen={open} />
        <AddPageDialog pages={pages} onAdd={add} />
      </section>
      {page !== undefined && (
        <PageDetails
          key={page.path}
          session={session}
          language={language}
          page={page}
          pages={pages}
          announce={announce}
        />
      )}
      <section className={styles.part} aria-labelledby={linksId}>
        <h3 id={linksId} className={styles.heading}>
          {T.pages.linksHeading}
        </h3>
        <OverflowLabelField session={session} language={language} />
        {(["headerLinks", "footerLinks"] as const).map((list) => (
          <SiteLinksEditor
            key={`${language} ${list}`}
            session={session}
            language={language}
            list={list}
            title={list === "headerLinks" ? T.pages.headerLinks : T.pages.footerLinks}
            announce={announce}
          />
        ))}
      </section>
    </div>
  );
}
