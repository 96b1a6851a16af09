import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  primaryLanguage,
  type Site,
  TEXT_ON_DARK,
  TEXT_ON_LIGHT,
  type Theme,
} from "@ilha/core";
import { renderModeFor } from "@ilha/sections";

/** The fills the published theme puts text on, named for the owner in `EDITOR_TEXT.theme`. */
export type ContrastFill =
  | "primary"
  | "primaryHover"
  | "secondary"
  | "darkButton"
  | "darkButtonHover"
  | "lightButton"
  | "lightButtonHover";

/** The text colours the published theme uses on its fills. */
export type ContrastText = "white" | "dark" | "primaryTint";

export type ContrastProblem = { text: ContrastText; fill: ContrastFill; ratio: number };

/**
 * The text-on-fill pairs of the sections' CSS, as the theme's custom properties: buttons, badges
 * and the submit button on the primary (and its hover shade), feature badges on the secondary,
 * and primary buttons in the theme's button variant. Texts on the colour modes' own backgrounds
 * are fixed colours that meet WCAG AA, and links are mixed to it by the theme, so they are not
 * listed; nothing on a page uses the accent.
 */
const PAIRS: readonly {
  fill: ContrastFill;
  text: string;
  background: string;
  variant?: Theme["buttonVariant"];
}[] = [
  { fill: "primary", text: "--ilha-on-primary", background: "--ilha-primary" },
  { fill: "primaryHover", text: "--ilha-on-primary", background: "--ilha-primary-strong" },
  { fill: "secondary", text: "--ilha-on-secondary", background: "--ilha-secondary" },
  {
    fill: "darkButton",
    text: "--ilha-on-button-dark",
    background: "--ilha-button-dark",
    variant: "DARK",
  },
  {
    fill: "darkButtonHover",
    text: "--ilha-on-button-dark",
    background: "--ilha-button-dark-hover",
    variant: "DARK",
  },
  {
    fill: "lightButton",
    text: "--ilha-on-button-light",
    background: "--ilha-button-light",
    variant: "LIGHT",
  },
  {
    fill: "lightButtonHover",
    text: "--ilha-on-button-light",
    background: "--ilha-button-light-hover",
    variant: "LIGHT",
  },
];

function textOf(color: string): ContrastText {
  if (color.toLowerCase() === TEXT_ON_DARK) return "white";
  if (color.toLowerCase() === TEXT_ON_LIGHT) return "dark";
  return "primaryTint";
}

/** A ratio as the owner reads it, cut (never rounded up) to one decimal: 4.47 → 4.4. */
export function shownRatio(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/**
 * The pairs of the site's published theme whose text falls below WCAG AA contrast
 * (`MIN_TEXT_CONTRAST`), computed from the same theme variables the pages render with.
 */
export function contrastProblems(site: Site): ContrastProblem[] {
  const language = primaryLanguage(site).lang.code;
  const style = renderModeFor({ site, language, pagePath: "/" }).themeStyle;
  const problems: ContrastProblem[] = [];
  for (const pair of PAIRS) {
    if (pair.variant !== undefined && pair.variant !== site.theme.buttonVariant) continue;
    const text = style[pair.text];
    const background = style[pair.background];
    if (text === undefined || background === undefined) continue;
    const ratio = contrastRatio(text, background);
    if (ratio < MIN_TEXT_CONTRAST) problems.push({ text: textOf(text), fill: pair.fill, ratio });
  }
  return problems;
}
