import { LIMITS } from "@ilha/core";
import type { CSSProperties } from "react";

/**
 * The shared geometry of the fixed bottom widgets (launchers and back-to-top) as CSS custom
 * properties: their size and their distance from the side (spec §9: 80 px on desktop, 3vw on
 * small screens, which the stylesheets switch at `LIMITS.breakpoints.mobileMax`).
 */
export function widgetCornerStyle(): CSSProperties {
  const { launcherPx, chatSideOffsetPx, chatSideOffsetSmallVw } = LIMITS.sizes;
  return {
    "--ilha-widget-size": `${launcherPx}px`,
    "--ilha-widget-side": `${chatSideOffsetPx}px`,
    "--ilha-widget-side-small": `${chatSideOffsetSmallVw}vw`,
  } as CSSProperties;
}
