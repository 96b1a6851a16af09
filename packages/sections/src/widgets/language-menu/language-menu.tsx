import { LIMITS, routeUrl } from "@ilha/core";
import { type CSSProperties, type MouseEvent, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import { useDismiss } from "../navbar/use-dismiss.ts";
import styles from "./language-menu.module.css";
import { LanguageOption } from "./language-option.tsx";

const MAX_HEIGHT = {
  "--ilha-language-menu-max-height": `${LIMITS.sizes.languageMenuMaxHeightPx}px`,
};

/** Scrolls `ref`'s element into view 100 ms after `isOpen` turns true (counted from the click). */
function useScrollIntoViewOnOpen(isOpen: boolean, ref: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const timer = setTimeout(
      () => ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }),
      LIMITS.timing.languageMenuScrollDelayMs,
    );
    return () => clearTimeout(timer);
  }, [isOpen, ref]);
}

/**
 * The language menu, when more than one language is active (spec §2, §4). Choosing a language
 * reloads the same page at that language's path (its links are left to the browser); the current
 * one is marked and not a link. On wide screens it is a popup, closed by a pick, Escape, a press
 * or focus outside; `isInline` (in the mobile menu) it expands in place and scrolls into view
 * after 100 ms. A native disclosure underneath, so it opens before any script runs.
 */
export function LanguageMenu({ isInline = false }: { isInline?: boolean }) {
  const { site, siteBase, pagePath, mode } = useRenderMode();
  const labels = useLabels();
  const [isOpen, setIsOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const close = () => setIsOpen(false);
  useDismiss({
    isOpen: isOpen && !isInline,
    containerRef: detailsRef,
    toggleRef: summaryRef,
    onDismiss: close,
  });
  useScrollIntoViewOnOpen(isOpen && isInline, listRef);
  if (site.siteLanguages.length < 2) return null;

  const layout = site.languageMenuLayout;
  const current = site.siteLanguages.find((entry) => entry.lang.code === site.currentLanguage);
  const choose = (event: MouseEvent) => {
    if (mode === "edit") event.preventDefault();
    else close();
  };
  return (
    <details
      ref={detailsRef}
      className={`${styles.menu} ${isInline ? styles.inline : styles.popup}`}
      data-layout={layout}
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      style={MAX_HEIGHT as CSSProperties}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's button. */}
      <summary
        ref={summaryRef}
        className={styles.summary}
        aria-label={`${labels.language}: ${current?.lang.localizedName ?? ""}`}
        onClick={(event) => {
          event.preventDefault();
          setIsOpen(!isOpen);
        }}
      >
        {current === undefined ? (
          <Icon name="globe" />
        ) : (
          <LanguageOption entry={current} layout={layout} />
        )}
        <Icon name="chevron-down" size="small" className={styles.chevron} />
      </summary>
      <ul ref={listRef} className={styles.list}>
        {site.siteLanguages.map((entry) =>
          entry.lang.code === site.currentLanguage ? (
            <li key={entry.lang.code}>
              <span className={styles.option} aria-current="true" lang={entry.lang.code}>
                <LanguageOption entry={entry} layout={layout} />
                <Icon name="check" size="small" className={styles.check} />
              </span>
            </li>
          ) : (
            <li key={entry.lang.code}>
              <a
                className={styles.option}
                href={routeUrl({ language: entry, pagePath, routeBase: siteBase })}
                hrefLang={entry.lang.code}
                lang={entry.lang.code}
                onClick={choose}
              >
                <LanguageOption entry={entry} layout={layout} />
              </a>
            </li>
          ),
        )}
      </ul>
    </details>
  );
}
