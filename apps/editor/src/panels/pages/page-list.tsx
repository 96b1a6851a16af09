import type { Page } from "@ilha/core";
import { GridList, GridListItem } from "react-aria-components";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { pageName } from "./page-edits.ts";
import styles from "./pages-panel.module.css";

/**
 * The site's pages, in order, each with its title and path: choosing one (a click, arrows, Enter)
 * opens it in the canvas; the page in view is the selected one.
 */
export function PageList({
  pages,
  pagePath,
  onOpen,
}: {
  pages: readonly Page[];
  pagePath: string;
  onOpen: (path: string) => void;
}) {
  return (
    <GridList
      aria-label={T.pages.list}
      className={styles.pageList}
      items={pages.map((page) => ({ id: page.path, page }))}
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={[pagePath]}
      onSelectionChange={(keys) => {
        const [path] = keys === "all" ? [] : [...keys];
        if (typeof path === "string" && path !== pagePath) onOpen(path);
      }}
    >
      {({ page }) => (
        <GridListItem className={styles.pageItem} textValue={`${pageName(page)} ${page.path}`}>
          <span className={styles.pageTitle}>{pageName(page)}</span>
          <span className={styles.pagePath}>{page.path}</span>
        </GridListItem>
      )}
    </GridList>
  );
}
