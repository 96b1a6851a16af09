/** The texts of the theme panel. */
export const THEME_TEXT = {
  theme: {},
} as const;
