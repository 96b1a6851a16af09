/** The texts of the sharing panel. */
export const SHARING_TEXT = {
  sharing: {},
} as const;
