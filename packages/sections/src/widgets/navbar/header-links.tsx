import { ItemList } from "../../primitives/item-list/item-list.tsx";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import styles from "./header-links.module.css";
import { HEADER_LINKS, HeaderLinksScope, newHeaderLink } from "./header-links-scope.tsx";
import { NavLink } from "./nav-link.tsx";
import { OverflowMenu } from "./overflow-menu.tsx";
import { useLinkOverflow } from "./use-link-overflow.ts";

/**
 * The header links in the bar: those that fit in their share of the window, then "More" with
 * the rest (spec §2). The server renders them all inline; the browser measures after mounting.
 * Links in the dropdown stay in the row, invisible and out of the flow, to be measured again.
 * In edit mode each link's text and address are edited in place, and links are added, moved
 * and removed within core's count.
 */
export function BarLinks() {
  const { site } = useRenderMode();
  const isEditing = useEditKit() !== undefined;
  const links = site.projectLinks.headerLinks;
  const { listRef, moreRef, visibleCount } = useLinkOverflow({
    linkCount: links.length,
    isEditing,
  });
  if (links.length === 0 && !isEditing) return null;
  return (
    <HeaderLinksScope>
      <ul ref={listRef} className={styles.row}>
        <ItemList
          field={HEADER_LINKS}
          items={links}
          itemLabel="header link"
          addAs="li"
          makeItem={newHeaderLink}
          render={(item, index, controls) => (
            <li data-nav-link="" className={index < visibleCount ? undefined : styles.overflowed}>
              <NavLink item={item} field={[...HEADER_LINKS, index]} />
              {controls}
            </li>
          )}
        />
        {visibleCount < links.length && (
          <li ref={moreRef} data-nav-more="">
            <OverflowMenu links={links.slice(visibleCount)} firstIndex={visibleCount} />
          </li>
        )}
      </ul>
    </HeaderLinksScope>
  );
}

/** Every header link, one per row: the mobile menu's list. */
export function SheetLinks() {
  const { site } = useRenderMode();
  const isEditing = useEditKit() !== undefined;
  const links = site.projectLinks.headerLinks;
  if (links.length === 0 && !isEditing) return null;
  return (
    <HeaderLinksScope>
      <ul className={styles.column}>
        <ItemList
          field={HEADER_LINKS}
          items={links}
          itemLabel="header link"
          addAs="li"
          makeItem={newHeaderLink}
          render={(item, index, controls) => (
            <li>
              <NavLink item={item} field={[...HEADER_LINKS, index]} />
              {controls}
            </li>
          )}
        />
      </ul>
    </HeaderLinksScope>
  );
}
