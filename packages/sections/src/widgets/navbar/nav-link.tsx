import type { NavLink as NavLinkData } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { InlineText } from "../../primitives/inline-text/inline-text.tsx";
import { Link } from "../../primitives/link/link.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import styles from "./nav-link.module.css";

/**
 * A header link, marked as the current page when it leads to it; a long text ends in "…". In
 * edit mode, with the link's `field` in the site's header links, its text is edited in place and
 * its address beside it.
 */
export function NavLink({ item, field }: { item: NavLinkData; field?: FieldPath | undefined }) {
  const { pagePath, editKit } = useRenderMode();
  const isEditable = editKit !== undefined && field !== undefined;
  return (
    <Link
      link={item.link}
      field={isEditable ? [...field, "link"] : undefined}
      editLabel={item.text.trim() === "" ? "header link" : item.text}
      className={styles.link}
      aria-current={item.link === pagePath ? "page" : undefined}
    >
      {isEditable ? (
        <InlineText
          as="span"
          value={item.text}
          field={[...field, "text"]}
          className={styles.text}
        />
      ) : (
        <span className={styles.text}>{item.text}</span>
      )}
    </Link>
  );
}
