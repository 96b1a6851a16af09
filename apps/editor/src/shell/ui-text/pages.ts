/** The texts of the pages panel. */
export const PAGES_TEXT = {
  pages: {},
} as const;
