import { NAV_LINK_FIELDS, type NavLink, type Page, SITE_CONTENT_FIELDS } from "@ilha/core";
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { applyEdit } from "./apply-edit.ts";
import { CountedTextField } from "./counted-text-field.tsx";
import { LinkTargetField } from "./link-target-field.tsx";
import styles from "./pages-panel.module.css";

export type LinkList = "headerLinks" | "footerLinks";

const NO_LINKS: readonly NavLink[] = [];

/**
 * The header or footer links of the language in view (spec §3: text and link): each link's
 * text (this language's) and target (every language's), their order, adding and removing links
 * within core's count for the list.
 */
export function SiteLinksEditor({
  session,
  language,
  list,
  title,
  pages,
  announce,
}: {
  session: EditorSession;
  language: string;
  list: LinkList;
  title: string;
  pages: readonly Page[];
  announce: (message: string) => void;
}) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const links = useStore(session.document, (state) => state.site.content[language]?.[list]);
  const items = links ?? NO_LINKS;
  const field = SITE_CONTENT_FIELDS[list];
  const { text: textField, link: linkField } = NAV_LINK_FIELDS;
  const edit = (operation: Parameters<typeof applyEdit>[1][number], message?: string) => {
    const refusal = applyEdit(session, [operation]);
    if (refusal === undefined && message !== undefined) announce(message);
    return refusal;
  };
  /** A change of the list itself (add, move, remove): its refusal shows under the list. */
  const change = (operation: Parameters<typeof applyEdit>[1][number], message: string) =>
    setProblem(edit(operation, message));
  const move = (from: number, to: number) =>
    change({ op: "moveItems", path: [list], from, to }, T.pages.linkMoved(to + 1));
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {title}{" "}
        <span className={styles.count}>{T.pages.linkCount(items.length, field.count.max)}</span>
      </h4>
      {items.length === 0 && <p className={styles.note}>{T.pages.noLinks}</p>}
      <ol className={styles.links}>
        {items.map((item, index) => (
          // Links have no id of their own: a link is its place in the list.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.link}>
            <fieldset className={styles.linkFields}>
              <legend className={styles.legend}>{T.pages.linkOf(title, index + 1)}</legend>
              <CountedTextField
                label={textField.label}
                value={item.text}
                max={textField.max}
                onCommit={(value) =>
                  edit({ op: "setSiteField", language, path: [list, index, "text"], value })
                }
              />
              <LinkTargetField
                label={linkField.label}
                link={item.link}
                pages={pages}
                onApply={(value) =>
                  edit({ op: "setSiteField", language, path: [list, index, "link"], value })
                }
              />
              <div className={styles.actions}>
                <Button
                  className={buttons.secondary}
                  isDisabled={index === 0}
                  onPress={() => move(index, index - 1)}
                >
                  {T.pages.moveUp}
                </Button>
                <Button
                  className={buttons.secondary}
                  isDisabled={index === items.length - 1}
                  onPress={() => move(index, index + 1)}
                >
                  {T.pages.moveDown}
                </Button>
                <Button
                  className={buttons.secondary}
                  isDisabled={items.length <= field.count.min}
                  onPress={() =>
                    change(
                      { op: "removeItems", path: [list], index, count: 1 },
                      T.pages.linkRemoved,
                    )
                  }
                >
                  {T.pages.removeLink}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        className={buttons.secondary}
        isDisabled={items.length >= field.count.max}
        onPress={() =>
          change(
            {
              op: "insertItems",
              path: [list],
              index: items.length,
              items: [{ text: T.pages.newLinkText, link: pages[0]?.path ?? "/" }],
            },
            T.pages.linkAdded,
          )
        }
      >
        {T.pages.addLink(title)}
      </Button>
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  );
}
