import type { CSSProperties, ReactNode } from "react";
import { useRenderMode } from "../render-mode.tsx";
import "./theme.css";

/** The root of a rendered site: theme variables, look and the site's colour mode. */
export function SiteRoot({ children }: { children: ReactNode }) {
  const { theme, themeStyle } = useRenderMode();
  return (
    <div
      className="ilha-site"
      data-color-mode={theme.colorMode}
      data-look={theme.look}
      data-button-variant={theme.buttonVariant}
      style={themeStyle as CSSProperties}
    >
      {children}
    </div>
  );
}
