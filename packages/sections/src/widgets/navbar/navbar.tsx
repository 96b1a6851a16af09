import { LIMITS } from "@ilha/core";
import { type CSSProperties, type ReactNode, useRef } from "react";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import { LanguageMenu } from "../language-menu/language-menu.tsx";
import { Logo, type LogoData } from "../logo/logo.tsx";
import { BarLinks, SheetLinks } from "./header-links.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import styles from "./navbar.module.css";
import { useIsScrolledPastHalf } from "./use-is-scrolled-past-half.ts";

const sizes = LIMITS.sizes;
/** The spec's sizes of the links and the "More" dropdown, for the stylesheets. */
const SIZE_VARIABLES = {
  "--ilha-nav-link-max-width": `${sizes.navLinkMaxWidthPx}px`,
  "--ilha-nav-dropdown-min-width": `${sizes.overflowDropdown.minWidthPx}px`,
  "--ilha-nav-dropdown-max-width": `${sizes.overflowDropdown.maxWidthPx}px`,
  "--ilha-nav-dropdown-max-height": `${sizes.overflowDropdown.maxHeightPx}px`,
} as CSSProperties;

/**
 * The navigation bar, fixed at the top (spec §2): the logo linking home, the header links (those
 * that do not fit under "More") and the language menu. At 1024 px or less the links and the
 * language menu move into the mobile menu. Over a hero image (`isOverlay`) the bar is transparent;
 * once the page is scrolled more than half the bar's height it is filled, with a shadow. In edit
 * mode the bar keeps its place at the top of its section instead, so it never covers the editor's
 * tools of the section under it (a fixed bar took the pointer from the top section's toolbar).
 */
export function Navbar({
  logo,
  isOverlay = false,
}: {
  logo: LogoData;
  isOverlay?: boolean;
}): ReactNode {
  const labels = useLabels();
  const barRef = useRef<HTMLDivElement>(null);
  const isFilled = useIsScrolledPastHalf(barRef);
  const isEditing = useRenderMode().mode === "edit";
  return (
    <nav
      className={[styles.navbar, isOverlay && styles.overlay, isEditing && styles.editing]
        .filter(Boolean)
        .join(" ")}
      aria-label={labels.mainNavigation}
      data-filled={isFilled || undefined}
      style={SIZE_VARIABLES}
    >
      <div ref={barRef} className={styles.shell}>
        <div className={`ilha-container ${styles.bar}`}>
          <Logo logo={logo} />
          <div className={styles.wide}>
            <BarLinks />
            <LanguageMenu />
          </div>
          <MobileMenu>
            <SheetLinks />
            <LanguageMenu isInline />
          </MobileMenu>
        </div>
      </div>
    </nav>
  );
}
