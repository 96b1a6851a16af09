/**
 * What visitors see compared with the draft: the draft itself, an older draft, or nothing: never
 * published (`draft`), or taken off line by unpublishing (`unpublished`).
 */
export type PublishState = "published" | "changed" | "unpublished" | "draft";

/**
 * The draft is published with no changes since when the live version was built from the draft's
 * version and no edit is waiting to be saved. A live version whose draft is not recorded counts
 * as changed: publishing again is never wrong.
 */
export function publishState({
  draftVersion,
  hasPendingEdits,
  live,
  hasVersions,
}: {
  /** The draft's version on the server (the document's ETag number). */
  draftVersion: number;
  hasPendingEdits: boolean;
  /** The live version, or `undefined` while the site is unpublished. */
  live: { draftVersion: number | null } | undefined;
  /** Whether the site was ever published (it has versions, live or not). */
  hasVersions: boolean;
}): PublishState {
  if (live === undefined) return hasVersions ? "unpublished" : "draft";
  if (hasPendingEdits || live.draftVersion !== draftVersion) return "changed";
  return "published";
}
