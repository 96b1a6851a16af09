/** Per address and site: 10 form posts in 10 minutes (the limit is configurable, the window not). */
export const FORM_RATE = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
