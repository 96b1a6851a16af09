import type { OperationInput, Site } from "@ilha/core";
import { createStore as createIdbStore, del, get, set } from "idb-keyval";
import type { DocumentState } from "./document-store.ts";
import type { History } from "./history.ts";

/**
 * What the editor keeps of a site in this browser's IndexedDB until the server has it: the
 * edits not yet acknowledged (with how many were on their way), the version and document they
 * were made on, and the history, so a reload, a closed tab or a lost network loses nothing.
 */
export type StoredEdits = {
  version: number;
  /** The acknowledged document the pending edits apply to. */
  acknowledged: Site;
  pending: OperationInput[];
  /** How many of `pending` were sent when the page went: the server may have stored them. */
  sending: number;
  history: History;
};

const database = () => createIdbStore("ilha-editor", "edits");
let idb: ReturnType<typeof createIdbStore> | undefined;
const storeOf = () => {
  idb ??= database();
  return idb;
};
const keyOf = (siteId: string) => `site:${siteId}`;

export function readStoredEdits(siteId: string): Promise<StoredEdits | undefined> {
  return get<StoredEdits>(keyOf(siteId), storeOf()).catch(() => undefined);
}

/** Writes are chained, so the last state written is the last one stored. */
let writing: Promise<void> = Promise.resolve();
let latest: DocumentState | undefined;

function write(state: DocumentState): Promise<void> {
  const stored: StoredEdits = {
    version: state.acknowledged.version,
    acknowledged: state.acknowledged.site,
    pending: state.pending,
    sending: Math.max(state.sending, state.unconfirmed),
    history: state.history,
  };
  writing = writing.then(() => set(keyOf(state.siteId), stored, storeOf())).catch(() => undefined);
  return writing;
}

/**
 * Keeps the state in IndexedDB after the frame that shows the edit has been painted (copying a
 * large document there takes a while); changes in between are written once, the latest.
 */
export function storeEdits(state: DocumentState): Promise<void> {
  const isScheduled = latest !== undefined;
  latest = state;
  if (isScheduled) return writing;
  return new Promise((done) => {
    const flush = () => {
      const next = latest;
      latest = undefined;
      if (next === undefined) done();
      else void write(next).then(done);
    };
    if (typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => setTimeout(flush, 0));
    } else setTimeout(flush, 0);
  });
}

export function forgetEdits(siteId: string): Promise<void> {
  return del(keyOf(siteId), storeOf()).catch(() => undefined);
}

/** Writes a state still waiting for its frame at once (the page is being hidden or closed). */
export function flushStoredEdits(): void {
  const next = latest;
  latest = undefined;
  if (next !== undefined) void write(next);
}
