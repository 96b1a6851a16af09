import type { ReactNode } from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { Link } from "../../primitives/link/link.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import { LanguageMenu } from "../language-menu/language-menu.tsx";
import { Logo, type LogoData } from "../logo/logo.tsx";
import styles from "./navbar.module.css";

function HeaderLinks({ className }: { className: string | undefined }) {
  const { site, pagePath } = useRenderMode();
  const links = site.projectLinks.headerLinks;
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={`${item.link}-${item.text}`}>
          <Link
            link={item.link}
            className={styles.link}
            aria-current={item.link === pagePath ? "page" : undefined}
          >
            {item.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The navigation bar: the logo linking home, the header links and the language menu. At 1024 px
 * or less the links move into a menu behind a button (a native disclosure, so it works before
 * any script runs).
 */
export function Navbar({
  logo,
  isOverlay = false,
}: {
  logo: LogoData;
  isOverlay?: boolean;
}): ReactNode {
  const labels = useLabels();
  return (
    <nav
      className={`${styles.navbar} ${isOverlay ? styles.overlay : ""}`}
      aria-label={labels.mainNavigation}
    >
      <div className={`ilha-container ${styles.bar}`}>
        <Logo logo={logo} />
        <div className={styles.wide}>
          <HeaderLinks className={styles.links} />
          <LanguageMenu />
        </div>
        <details className={styles.mobile}>
          <summary className={styles.toggle} aria-label={labels.menu}>
            <Icon name="menu" size="large" />
          </summary>
          <div className={styles.sheet}>
            <HeaderLinks className={styles.sheetLinks} />
            <LanguageMenu className={styles.sheetLanguages} />
          </div>
        </details>
      </div>
    </nav>
  );
}
