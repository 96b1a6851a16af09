import type { OperationInput, Site } from "@ilha/core";
import { createStore as createIdbStore, getMany, setMany } from "idb-keyval";
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
/**
 * The edits (small, written on every change) and the document they apply to (large: written only
 * when the server acknowledged a new one) are kept apart, and written together when both change.
 */
const editsKey = (siteId: string) => `site:${siteId}`;
const baseKey = (siteId: string) => `site:${siteId}:base`;

type StoredBase = { version: number; acknowledged: Site };

export async function readStoredEdits(siteId: string): Promise<StoredEdits | undefined> {
  try {
    const [edits, base] = await getMany<unknown>([editsKey(siteId), baseKey(siteId)], storeOf());
    const kept = edits as Omit<StoredEdits, "acknowledged"> | undefined;
    const document = base as StoredBase | undefined;
    // Both are written in one transaction when the version changes: a mismatch is not ours.
    if (kept === undefined || document === undefined || kept.version !== document.version) {
      return undefined;
    }
    return { ...kept, acknowledged: document.acknowledged };
  } catch {
    return undefined;
  }
}

/** Whether this browser keeps edits of the site that the server does not have yet. */
export async function hasStoredEdits(siteId: string): Promise<boolean> {
  return ((await readStoredEdits(siteId))?.pending.length ?? 0) > 0;
}

/** Writes are chained, so the last state written is the last one stored. */
let writing: Promise<void> = Promise.resolve();
let latest: DocumentState | undefined;
/** The acknowledged document last written for each site (the same object is not copied again). */
const writtenBase = new Map<string, Site>();

function write(state: DocumentState): Promise<void> {
  const edits: Omit<StoredEdits, "acknowledged"> = {
    version: state.acknowledged.version,
    pending: state.pending,
    sending: Math.max(state.sending, state.unconfirmed),
    history: state.history,
  };
  const isNewBase = writtenBase.get(state.siteId) !== state.acknowledged.site;
  writtenBase.set(state.siteId, state.acknowledged.site);
  const entries: [IDBValidKey, unknown][] = [[editsKey(state.siteId), edits]];
  if (isNewBase) {
    const base: StoredBase = { version: edits.version, acknowledged: state.acknowledged.site };
    entries.push([baseKey(state.siteId), base]);
  }
  writing = writing
    .then(() => setMany(entries, storeOf()))
    .catch(() => {
      // Not stored: the next write copies the document again.
      writtenBase.delete(state.siteId);
    });
  return writing;
}

/** The longest a state waits for an idle moment before it is written anyway. */
const WRITE_WITHIN_MS = 1_000;

/**
 * Keeps the state in IndexedDB after the frame that shows the edit, at the browser's next idle
 * moment (within a second): copying a large document there takes several milliseconds (about 10
 * on a page of 300 sections), which should neither delay that frame nor a key or click that
 * follows it. (An idle moment alone can come between the edit and its frame.) Changes in between
 * are written once, the latest.
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
    if (typeof requestIdleCallback === "function" && typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => requestIdleCallback(flush, { timeout: WRITE_WITHIN_MS }));
    } else setTimeout(flush, 0);
  });
}

/**
 * Writes a state still waiting for its frame at once (the page is being hidden or closed);
 * resolves when every state given so far is written.
 */
export function flushStoredEdits(): Promise<void> {
  const next = latest;
  latest = undefined;
  return next === undefined ? writing : write(next);
}
