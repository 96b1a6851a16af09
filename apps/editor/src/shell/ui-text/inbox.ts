/** The texts of the inbox panel. */
export const INBOX_TEXT = {
  inbox: {},
} as const;
