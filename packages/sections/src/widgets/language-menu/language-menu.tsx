import { routeUrl } from "@ilha/core";
import { Icon } from "../../primitives/icon/icon.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./language-menu.module.css";

/**
 * The language menu, shown when more than one language is active. Choosing a language loads the
 * same page at that language's path; the current one is marked and not a link.
 */
export function LanguageMenu({ className }: { className?: string | undefined }) {
  const { site, siteBase, pagePath, mode } = useRenderMode();
  const labels = useLabels();
  if (site.siteLanguages.length < 2) return null;
  const layout = site.languageMenuLayout;
  const current = site.siteLanguages.find((entry) => entry.lang.code === site.currentLanguage);
  const flag = (code: string) => `${siteBase}/flags/${code}.svg`;
  const label = (entry: (typeof site.siteLanguages)[number]) => (
    <>
      {layout !== "text" && (
        <img
          className={styles.flag}
          src={flag(entry.lang.flagCode)}
          alt=""
          width={20}
          height={15}
        />
      )}
      {layout !== "flag" && <span>{entry.lang.localizedName}</span>}
    </>
  );
  return (
    <details className={`${styles.menu} ${className ?? ""}`} data-layout={layout}>
      <summary
        className={styles.summary}
        aria-label={`${labels.language}: ${current?.lang.localizedName ?? ""}`}
      >
        {current === undefined ? <Icon name="globe" /> : label(current)}
        <Icon name="chevron-down" size="small" className={styles.chevron} />
      </summary>
      <ul className={styles.list}>
        {site.siteLanguages.map((entry) => {
          const isCurrent = entry.lang.code === site.currentLanguage;
          const href = routeUrl({ language: entry, pagePath, routeBase: siteBase });
          return (
            <li key={entry.lang.code}>
              {isCurrent ? (
                <span className={styles.option} aria-current="true" lang={entry.lang.code}>
                  {label(entry)}
                  <Icon name="check" size="small" />
                </span>
              ) : (
                <a
                  className={styles.option}
                  href={href}
                  hrefLang={entry.lang.code}
                  lang={entry.lang.code}
                  aria-label={layout === "flag" ? entry.lang.localizedName : undefined}
                  onClick={mode === "edit" ? (event) => event.preventDefault() : undefined}
                >
                  {label(entry)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
