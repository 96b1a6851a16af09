import { type OperationInput, rebase, type Site } from "@ilha/core";
import { createDocumentStore, type DocumentStore } from "./document-store.ts";
import { EMPTY_HISTORY } from "./history.ts";
import type { StoredEdits } from "./outbox.ts";
import { wasStored } from "./was-stored.ts";

type Opened =
  | { server: { site: Site; version: number }; stored: StoredEdits | undefined }
  /** The server cannot be reached: the document this browser kept, marked offline. */
  | { server: undefined; stored: StoredEdits };

/**
 * Kept edits the server does not have: all of them, less those sent that the server did store
 * (`isSentStored`). Sent and not seen stored, they are kept: an edit is never lost.
 */
function notStored(
  edits: StoredEdits,
  server: { site: Site; version: number } | undefined,
): { pending: OperationInput[]; isSentStored: boolean } {
  const base = { site: edits.acknowledged, version: edits.version };
  const sent = edits.pending.slice(0, edits.sending);
  const isSentStored = server !== undefined && wasStored({ base, operations: sent, server });
  return {
    pending: isSentStored ? edits.pending.slice(edits.sending) : edits.pending,
    isSentStored,
  };
}

/**
 * The store of a site opened in the editor: the server's document (offline, the one this browser
 * kept), with the edits this browser kept and the server does not have yet applied on it again
 * (rebased when the server moved on), and the history of the last session. `left` are the edits
 * other tabs left as they closed: applied after this tab's own, when the server is there to say
 * which it has.
 */
export function openDocument(
  opened: { siteId: string; left?: readonly StoredEdits[] } & Opened,
): DocumentStore {
  const { siteId, server, stored, left = [] } = opened;
  const others =
    server === undefined ? [] : left.flatMap((edits) => notStored(edits, server).pending);
  if (stored === undefined) {
    if (server === undefined) throw new Error("A site opens from the server or from this browser");
    const result = rebase({ site: server.site, pending: others });
    return createDocumentStore({
      siteId,
      site: result.site,
      acknowledged: server,
      pending: result.applied as OperationInput[],
    });
  }
  const { pending, isSentStored } = notStored(stored, server);
  const acknowledged = server ?? { site: stored.acknowledged, version: stored.version };
  const result = rebase({ site: acknowledged.site, pending: [...pending, ...others] });
  const store = createDocumentStore({
    siteId,
    site: result.site,
    acknowledged,
    pending: result.applied as OperationInput[],
    // Edits sent and not seen stored (offline, or a request still on its way as the last session
    // closed) may yet reach the server: its next answer tells, and they are never applied twice.
    unconfirmed: isSentStored ? 0 : stored.sending,
    history: stored.history ?? EMPTY_HISTORY,
  });
  if (server === undefined) store.setState({ save: "offline" });
  return store;
}
