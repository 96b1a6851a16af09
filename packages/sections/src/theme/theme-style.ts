import { LIMITS, readableOn, type Theme, withContrast } from "@ilha/core";
import { COLOR_MODES } from "./color-modes.ts";

const RADII = {
  ROUNDED: { button: "999px", card: "18px", image: "14px" },
  CORNERED: { button: "8px", card: "8px", image: "6px" },
  SHARP: { button: "0", card: "0", image: "0" },
} as const;

const FALLBACK_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The theme as CSS custom properties on the site root; colour modes and sections read them. */
export function themeStyle(theme: Theme): Record<string, string> {
  const { primary, secondary } = theme.palette;
  const accent = theme.palette.accent ?? primary;
  const radius = RADII[theme.look];
  const { desktop, mobile } = LIMITS.fontScale;
  const mobileSize = Math.round(
    mobile.min +
      ((theme.fontSize - desktop.min) / (desktop.max - desktop.min)) * (mobile.max - mobile.min),
  );
  const lightBackgrounds = [
    COLOR_MODES.LIGHT.background,
    COLOR_MODES.EXTRALIGHT.background,
    COLOR_MODES.LIGHT.surface,
  ];
  const linkOnLight = lightBackgrounds.reduce(
    (color, background) => withContrast({ color, background }),
    primary,
  );
  const linkOnDark = withContrast({ color: primary, background: COLOR_MODES.DARK.surface });
  return {
    "--ilha-primary": primary,
    "--ilha-primary-strong": withContrast({ color: primary, background: "#ffffff", ratio: 7 }),
    "--ilha-on-primary": readableOn(primary),
    "--ilha-secondary": secondary,
    "--ilha-on-secondary": readableOn(secondary),
    "--ilha-accent": accent,
    "--ilha-on-accent": readableOn(accent),
    "--ilha-link-on-light": linkOnLight,
    "--ilha-link-on-dark": linkOnDark,
    "--ilha-radius-button": radius.button,
    "--ilha-radius-card": radius.card,
    "--ilha-radius-image": radius.image,
    "--ilha-font-size-desktop": `${theme.fontSize}px`,
    "--ilha-font-size-mobile": `${mobileSize}px`,
    "--ilha-font-heading": `"${theme.primaryFont}", ${FALLBACK_FONTS}`,
    "--ilha-font-body": `"${theme.secondaryFont}", ${FALLBACK_FONTS}`,
  };
}
