import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import styles from "./header-links.module.css";
import { NavLink } from "./nav-link.tsx";
import { OverflowMenu } from "./overflow-menu.tsx";
import { useLinkOverflow } from "./use-link-overflow.ts";

/**
 * The header links in the bar: those that fit in their share of the window, then "More" with
 * the rest (spec §2). The server renders them all inline; the browser measures after mounting.
 * Links in the dropdown stay in the row, invisible and out of the flow, to be measured again.
 */
export function BarLinks() {
  const { site } = useRenderMode();
  const isEditing = useEditKit() !== undefined;
  const links = site.projectLinks.headerLinks;
  const { listRef, moreRef, visibleCount } = useLinkOverflow({
    linkCount: links.length,
    isEditing,
  });
  if (links.length === 0) return null;
  return (
    <ul ref={listRef} className={styles.row}>
      {links.map((item, index) => (
        <li
          key={`${item.link}-${item.text}`}
          data-nav-link=""
          className={index < visibleCount ? undefined : styles.overflowed}
        >
          <NavLink item={item} />
        </li>
      ))}
      {visibleCount < links.length && (
        <li ref={moreRef} data-nav-more="">
          <OverflowMenu links={links.slice(visibleCount)} />
        </li>
      )}
    </ul>
  );
}

/** Every header link, one per row: the mobile menu's list. */
export function SheetLinks() {
  const { site } = useRenderMode();
  const links = site.projectLinks.headerLinks;
  if (links.length === 0) return null;
  return (
    <ul className={styles.column}>
      {links.map((item) => (
        <li key={`${item.link}-${item.text}`}>
          <NavLink item={item} />
        </li>
      ))}
    </ul>
  );
}
