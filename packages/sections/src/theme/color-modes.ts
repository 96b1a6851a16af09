import type { ColorMode } from "@ilha/core";

/** The surfaces of each colour mode; every text colour on them meets WCAG AA. */
export const COLOR_MODES: Record<
  ColorMode,
  { background: string; surface: string; text: string; muted: string; border: string }
> = {
  LIGHT: {
    background: "#ffffff",
    surface: "#f3f6f9",
    text: "#14202b",
    muted: "#4a5866",
    border: "#d5dde5",
  },
  EXTRALIGHT: {
    background: "#f8f4ed",
    surface: "#ffffff",
    text: "#14202b",
    muted: "#4a5563",
    border: "#e4dccd",
  },
  DARK: {
    background: "#12263a",
    surface: "#1a3450",
    text: "#f4f7fb",
    muted: "#c3cfdb",
    border: "#35506c",
  },
};
