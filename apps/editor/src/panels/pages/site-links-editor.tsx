import {
  ERRORS,
  NAV_LINK_FIELDS,
  type NavLink,
  SITE_CONTENT_FIELDS,
  safeLinkUrl,
} from "@ilha/core";
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { type LinkTarget, linkTargetsOf, useLinkTargets } from "../../document/link-targets.ts";
import { useStore } from "../../document/use-store.ts";
import buttons from "../../shell/buttons.module.css";
import { LinkPicker } from "../../shell/link-picker.tsx";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { applyEdit } from "./apply-edit.ts";
import { CountedTextField } from "./counted-text-field.tsx";
import { LinkTargetField } from "./link-target-field.tsx";
import styles from "./pages-panel.module.css";

export type LinkList = "headerLinks" | "footerLinks";

const NO_LINKS: readonly NavLink[] = [];

/**
 * A new link's text: the picked page's or section's name, up to a " | " or " — " that starts the
 * site's name in a page title ("Preços | Maré Rent" → "Preços"); the catalogue's word for an
 * address typed.
 */
function newLinkText(target: LinkTarget | undefined): string {
  if (target === undefined) return T.pages.newLinkText;
  return target.name.split(/ [|—–-] /)[0]?.trim() || target.name;
}

/** The link `link` in each language of `site`, its text that language's name for its target. */
function newLinkIn(session: EditorSession, link: string): Record<string, NavLink[]> {
  const { site } = session.document.getState();
  return Object.fromEntries(
    Object.entries(site.content).map(([language, content]) => {
      const target = linkTargetsOf(content.pages).find((candidate) => candidate.link === link);
      return [language, [{ text: newLinkText(target), link }]];
    }),
  );
}

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
  announce,
}: {
  session: EditorSession;
  language: string;
  list: LinkList;
  title: string;
  announce: (message: string) => void;
}) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  // The link being added: where it leads, asked before it joins the list.
  const [newLink, setNewLink] = useState<string | undefined>();
  const [newLinkProblem, setNewLinkProblem] = useState<string | undefined>();
  const targets = useLinkTargets(session.document, language);
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
  /** Adds the link to `wanted` last in every language, once it is a safe one. */
  const add = (wanted: string) => {
    const link = wanted.trim();
    if (link === "") return setNewLinkProblem(ERRORS.fieldRequired.message);
    if (safeLinkUrl(link) === undefined) return setNewLinkProblem(ERRORS.unsafeUrl.message);
    const byLanguage = newLinkIn(session, link);
    const refusal = edit(
      {
        op: "insertItems",
        path: [list],
        index: items.length,
        items: byLanguage[language] ?? [{ text: T.pages.newLinkText, link }],
        itemsByLanguage: byLanguage,
      },
      T.pages.linkAdded,
    );
    if (refusal === undefined) setNewLink(undefined);
    else setNewLinkProblem(refusal);
  };
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
                targets={targets}
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
      {newLink === undefined ? (
        <Button
          className={buttons.secondary}
          isDisabled={items.length >= field.count.max}
          onPress={() => {
            setNewLink("");
            setNewLinkProblem(undefined);
          }}
        >
          {T.pages.addLink(title)}
        </Button>
      ) : (
        <form
          className={styles.linkFields}
          aria-label={T.pages.addLink(title)}
          onSubmit={(event) => {
            event.preventDefault();
            add(newLink);
          }}
        >
          <LinkPicker
            label={T.pages.whichPage}
            value={newLink}
            targets={targets}
            onChange={(value) => {
              setNewLink(value);
              setNewLinkProblem(undefined);
            }}
            onPick={add}
            description={T.pages.whichPageHint}
            error={newLinkProblem}
            autoFocus
          />
          <div className={styles.actions}>
            <Button className={buttons.secondary} onPress={() => setNewLink(undefined)}>
              {T.cancel}
            </Button>
            <Button type="submit" className={buttons.primary}>
              {T.pages.addTheLink}
            </Button>
          </div>
        </form>
      )}
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </section>
  );
}
