import type { CSSProperties, ReactNode } from "react";
import { useRenderMode } from "../render-mode.tsx";
import { useIsDisclaimerShown } from "../widgets/disclaimer/disclaimer.tsx";
import "./theme.css";

/**
 * The root of a rendered site: theme variables, look and the site's colour mode, and whether the
 * fixed disclaimer takes the bottom of the window (said here rather than found by a `:has()`
 * over the whole page, which Chromium re-checks on every change anywhere in it).
 */
export function SiteRoot({ children }: { children: ReactNode }) {
  const { theme, themeStyle } = useRenderMode();
  const hasDisclaimer = useIsDisclaimerShown();
  return (
    <div
      className="ilha-site"
      data-color-mode={theme.colorMode}
      data-look={theme.look}
      data-button-variant={theme.buttonVariant}
      data-disclaimer={hasDisclaimer ? "" : undefined}
      style={themeStyle as CSSProperties}
    >
      {children}
    </div>
  );
}
