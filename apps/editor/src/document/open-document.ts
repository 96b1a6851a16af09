import { applyOperations, type OperationInput, rebase, type Site } from "@ilha/core";
import { createDocumentStore, type DocumentStore } from "./document-store.ts";
import { EMPTY_HISTORY } from "./history.ts";
import type { StoredEdits } from "./outbox.ts";
import { isSameValue } from "./same-value.ts";

/**
 * Whether the edits that were on their way when the page went did reach the server: it is one
 * version further, and that version is exactly those edits applied to what they were made on.
 */
function wereStored(stored: StoredEdits, server: { site: Site; version: number }): boolean {
  if (stored.sending === 0 || server.version !== stored.version + 1) return false;
  const sent = applyOperations(stored.acknowledged, stored.pending.slice(0, stored.sending));
  return sent.ok && isSameValue(sent.site, server.site);
}

/**
 * The store of a site opened in the editor: the server's document, with the edits this browser
 * kept and the server does not have yet applied on it again (rebased when the server moved on),
 * and the history of the last session.
 */
export function openDocument({
  siteId,
  server,
  stored,
}: {
  siteId: string;
  server: { site: Site; version: number };
  stored: StoredEdits | undefined;
}): DocumentStore {
  if (stored === undefined) {
    return createDocumentStore({ siteId, site: server.site, acknowledged: server });
  }
  const pending: OperationInput[] = wereStored(stored, server)
    ? stored.pending.slice(stored.sending)
    : stored.pending;
  const result = rebase({ site: server.site, pending });
  return createDocumentStore({
    siteId,
    site: result.site,
    acknowledged: server,
    pending: result.applied as OperationInput[],
    history: stored.history ?? EMPTY_HISTORY,
  });
}
