import { LIMITS } from "@ilha/core";
import type { CSSProperties, MouseEvent } from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { Tooltip } from "../../primitives/tooltip/tooltip.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { chatsOf } from "../messenger/chat-of.ts";
import { widgetCornerStyle } from "../messenger/widget-corner.ts";
import styles from "./back-to-top.module.css";
import { useIsScrolledPast } from "./use-is-scrolled-past.ts";

function scrollToTop(event: MouseEvent) {
  const isReduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  window.scrollTo({ top: 0, behavior: isReduced ? "auto" : "smooth" });
  // From the keyboard (no pointer, so no click detail), focus follows to the top of the page.
  if (event.detail === 0) {
    document.querySelector<HTMLElement>(".ilha-skip-link")?.focus({ preventScroll: true });
  }
}

/**
 * Spec §2, §4: a button fixed on the right, shown once the page is scrolled beyond
 * `LIMITS.timing.backToTopOffsetPx`, that scrolls smoothly to the top. It sits above the
 * messenger launchers when they are on the right too, and steps aside while a chat card there is
 * open. Hidden (out of the tab order and the accessibility tree) until then, so the server's
 * markup is the hidden button.
 */
export function BackToTop() {
  const { labels, messengers, siteName, siteBase, site } = useRenderMode();
  const isShown = useIsScrolledPast(LIMITS.timing.backToTopOffsetPx);
  const launchers = chatsOf({ messengers, siteName, siteBase, routeBase: site.routeBase });
  const rightLaunchers = messengers?.settings.alignment === "right" ? launchers.length : 0;
  const style = { ...widgetCornerStyle(), "--launchers-below": rightLaunchers } as CSSProperties;
  return (
    <div className={styles.corner} data-shown={isShown} style={style}>
      <Tooltip id="ilha-back-to-top-tip" text={labels.backToTop} placement="left">
        {(trigger) => (
          <button
            type="button"
            className={styles.button}
            aria-label={labels.backToTop}
            {...trigger}
            onClick={(event) => {
              trigger.onClick();
              scrollToTop(event);
            }}
          >
            <Icon name="arrow-up" size="medium" />
          </button>
        )}
      </Tooltip>
    </div>
  );
}
