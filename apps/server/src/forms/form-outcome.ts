/**
 * What a form post comes to when it is not refused with an error: stored under `id` (null for a
 * robot's post, which is answered alike and stored nowhere), or over the rate limit.
 */
export type FormOutcome = { id: string | null } | { retryAfterSeconds: number };

/** The input of a form post, as its route read it. */
export type FormPost = {
  siteId: string;
  body: unknown;
  idempotencyKey: string | undefined;
  /** The visitor's address (`clientAddress`), for the rate limit. */
  address: string;
};
