/** What visitors see compared with the draft: the draft itself, an older draft, or nothing. */
export type PublishState = "published" | "changed" | "unpublished";

/**
 * The draft is published with no changes since when the live version was built from the draft's
 * version and no edit is waiting to be saved. A live version whose draft is not recorded counts
 * as changed: publishing again is never wrong.
 */
export function publishState({
  draftVersion,
  hasPendingEdits,
  live,
}: {
  /** The draft's version on the server (the document's ETag number). */
  draftVersion: number;
  hasPendingEdits: boolean;
  /** The live version, or `undefined` while the site is unpublished. */
  live: { draftVersion: number | null } | undefined;
}): PublishState {
  if (live === undefined) return "unpublished";
  if (hasPendingEdits || live.draftVersion !== draftVersion) return "changed";
  return "published";
}
