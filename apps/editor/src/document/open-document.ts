import { type OperationInput, rebase, type Site } from "@ilha/core";
import { createDocumentStore, type DocumentStore } from "./document-store.ts";
import { EMPTY_HISTORY } from "./history.ts";
import type { StoredEdits } from "./outbox.ts";
import { wasStored } from "./was-stored.ts";

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
  const base = { site: stored.acknowledged, version: stored.version };
  const sent = stored.pending.slice(0, stored.sending);
  const pending: OperationInput[] = wasStored({ base, operations: sent, server })
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
