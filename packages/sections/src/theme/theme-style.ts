import {
  LIMITS,
  mixWithWhite,
  readableOn,
  TEXT_ON_DARK,
  type Theme,
  withContrast,
} from "@ilha/core";
import { COLOR_MODES } from "./color-modes.ts";

const RADII = {
  ROUNDED: { button: "999px", card: "18px", image: "14px" },
  CORNERED: { button: "8px", card: "8px", image: "6px" },
  SHARP: { button: "0", card: "0", image: "0" },
} as const;

const FALLBACK_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** How much of the palette's primary the LIGHT button variant's fill keeps, at rest and on hover. */
const LIGHT_BUTTON_TINT = { rest: 0.14, hover: 0.26 } as const;

/**
 * The fills and text of the theme's button variants (spec §3). DARK: the primary darkened just
 * enough for white text (AA). LIGHT: a pale tint of the primary with text in the primary's hue,
 * darkened to AA against the hover tint, the darker of its two fills.
 */
function buttonVariantStyle({
  primary,
  primaryStrong,
}: {
  primary: string;
  /** The primary darkened to 7:1 against white text: the DARK variant's hover fill. */
  primaryStrong: string;
}): Record<string, string> {
  const lightHover = mixWithWhite(primary, LIGHT_BUTTON_TINT.hover);
  return {
    "--ilha-button-dark": withContrast({ color: primary, background: TEXT_ON_DARK }),
    "--ilha-button-dark-hover": primaryStrong,
    "--ilha-on-button-dark": TEXT_ON_DARK,
    "--ilha-button-light": mixWithWhite(primary, LIGHT_BUTTON_TINT.rest),
    "--ilha-button-light-hover": lightHover,
    "--ilha-on-button-light": withContrast({ color: primary, background: lightHover }),
  };
}

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
  const primaryStrong = withContrast({ color: primary, background: TEXT_ON_DARK, ratio: 7 });
  return {
    "--ilha-primary": primary,
    "--ilha-primary-strong": primaryStrong,
    "--ilha-on-primary": readableOn(primary),
    "--ilha-secondary": secondary,
    "--ilha-on-secondary": readableOn(secondary),
    "--ilha-accent": accent,
    "--ilha-on-accent": readableOn(accent),
    "--ilha-link-on-light": linkOnLight,
    "--ilha-link-on-dark": linkOnDark,
    ...buttonVariantStyle({ primary, primaryStrong }),
    "--ilha-radius-button": radius.button,
    "--ilha-radius-card": radius.card,
    "--ilha-radius-image": radius.image,
    "--ilha-font-size-desktop": `${theme.fontSize}px`,
    "--ilha-font-size-mobile": `${mobileSize}px`,
    "--ilha-font-heading": `"${theme.primaryFont}", ${FALLBACK_FONTS}`,
    "--ilha-font-body": `"${theme.secondaryFont}", ${FALLBACK_FONTS}`,
  };
}
