import type { NavLink as NavLinkData } from "@ilha/core";
import { type MouseEvent, useId, useRef, useState } from "react";
import { ComponentScope } from "../../component-scope.tsx";
import { Icon } from "../../primitives/icon/icon.tsx";
import { InlineText } from "../../primitives/inline-text/inline-text.tsx";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import { HEADER_LINKS, HeaderLinksScope } from "./header-links-scope.tsx";
import linkStyles from "./nav-link.module.css";
import { NavLink } from "./nav-link.tsx";
import styles from "./overflow-menu.module.css";
import { useDismiss } from "./use-dismiss.ts";

/**
 * The "More" disclosure of the header links that do not fit in the bar (spec §2): a button with
 * the site's label opening a dropdown of the links. Escape, a press outside, focus leaving it and
 * choosing a link close it. In edit mode the label is edited inline beside the button.
 */
export function OverflowMenu({
  links,
  firstIndex,
}: {
  links: readonly NavLinkData[];
  /** The first link's index among the site's header links (their edits address it). */
  firstIndex: number;
}) {
  const { extraLinksLabel, pagePath } = useRenderMode();
  const kit = useEditKit();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss({ isOpen, containerRef, toggleRef: buttonRef, onDismiss: () => setIsOpen(false) });

  const closeOnChoice = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a") !== null) setIsOpen(false);
  };
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={`${linkStyles.link} ${styles.toggle}`}
      aria-expanded={isOpen}
      aria-controls={listId}
      data-has-current={links.some((item) => item.link === pagePath) || undefined}
      aria-label={kit === undefined ? undefined : extraLinksLabel}
      onClick={() => setIsOpen((open) => !open)}
    >
      {kit === undefined && <span className={linkStyles.text}>{extraLinksLabel}</span>}
      <Icon name="chevron-down" size="small" className={styles.chevron} />
    </button>
  );
  return (
    <div ref={containerRef} className={styles.more}>
      {kit === undefined ? (
        button
      ) : (
        <span className={styles.editable}>
          <ComponentScope scope={{ kind: "site", data: { extraLinksLabel } }}>
            <InlineText
              as="span"
              value={extraLinksLabel}
              field={["extraLinksLabel"]}
              className={styles.label}
            />
          </ComponentScope>
          {button}
        </span>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: it only notices a link being chosen; the links are the controls. */}
      <ul id={listId} className={styles.dropdown} hidden={!isOpen} onClick={closeOnChoice}>
        <HeaderLinksScope>
          {links.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a header link is identified by its position.
            <li key={index}>
              <NavLink item={item} field={[...HEADER_LINKS, firstIndex + index]} />
            </li>
          ))}
        </HeaderLinksScope>
      </ul>
    </div>
  );
}
