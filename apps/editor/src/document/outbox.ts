import type { OperationInput, Site } from "@ilha/core";
import {
  clear,
  createStore as createIdbStore,
  delMany,
  getMany,
  keys,
  promisifyRequest,
} from "idb-keyval";
import type { DocumentState } from "./document-store.ts";
import { openTabs, thisTab } from "./editor-tab.ts";
import type { History } from "./history.ts";

/**
 * What the editor keeps of a site in this browser's IndexedDB until the server has it: the
 * edits not yet acknowledged (with how many were on their way), the version and document they
 * were made on, and the history, so a reload, a closed tab or a lost network loses nothing.
 * Each tab keeps its own (editor-tab.ts): two tabs on one site never write over each other's.
 * Each record says whose it is (`owner`): only the signed-in person's are read, applied or sent.
 */
export type StoredEdits = {
  /**
   * The id of the person signed in when they were made. A record without one, or with another
   * person's, is never theirs: it is dropped when the site opens.
   */
  owner?: string;
  version: number;
  /** The acknowledged document the pending edits apply to. */
  acknowledged: Site;
  pending: OperationInput[];
  /** How many of `pending` were sent when the page went: the server may have stored them. */
  sending: number;
  history: History;
  /** When they were written (ms since the epoch): the latest a closed tab left is taken whole. */
  storedAt?: number;
};

const database = () => createIdbStore("ilha-editor", "edits");
let idb: ReturnType<typeof createIdbStore> | undefined;
const storeOf = () => {
  idb ??= database();
  return idb;
};

/**
 * Whose edits this tab keeps and reads: the signed-in person's id. Without one (nobody signed in,
 * or signing out) nothing is written, and nothing kept is read.
 */
let keeper: string | undefined;

/** Keeps and reads the edits of `userId` from now on (undefined: nobody's). */
export function keepEditsOf(userId: string | undefined): void {
  keeper = userId;
}

/** Whether kept edits are the signed-in person's. */
const isKeepers = (edits: { owner?: string } | undefined): boolean =>
  keeper !== undefined && edits?.owner === keeper;

/** What an earlier editor kept of a site for the whole browser, before each tab kept its own. */
const EARLIER = "";
/**
 * The edits (small, written on every change) and the document they apply to (large: written only
 * when the server acknowledged a new one) are kept apart, and written together when both change.
 */
function keysOf(siteId: string, tab: string): { edits: string; base: string } {
  const edits = tab === EARLIER ? `site:${siteId}` : `site:${siteId}:tab:${tab}`;
  return { edits, base: `${edits}:base` };
}

type StoredBase = { version: number; acknowledged: Site };

async function readTab(siteId: string, tab: string): Promise<StoredEdits | undefined> {
  try {
    const { edits, base } = keysOf(siteId, tab);
    const [kept, document] = (await getMany<unknown>([edits, base], storeOf())) as [
      Omit<StoredEdits, "acknowledged"> | undefined,
      StoredBase | undefined,
    ];
    // Both are written in one transaction when the version changes: a mismatch is not ours.
    if (
      kept === undefined ||
      document === undefined ||
      kept.version !== document.version ||
      !isKeepers(kept)
    ) {
      return undefined;
    }
    return { ...kept, acknowledged: document.acknowledged };
  } catch {
    return undefined;
  }
}

/** The tabs that kept edits of the site in this browser. */
async function tabsOf(siteId: string): Promise<string[]> {
  try {
    const prefix = `site:${siteId}:tab:`;
    const names = (await keys(storeOf())).flatMap((key) => {
      if (typeof key !== "string" || key.endsWith(":base")) return [];
      if (key === `site:${siteId}`) return [EARLIER];
      return key.startsWith(prefix) ? [key.slice(prefix.length)] : [];
    });
    return names;
  } catch {
    return [];
  }
}

/**
 * Drops what is kept of the site for anyone but the signed-in person (another person's, or a
 * record that says nobody's): it is never applied, shown or sent.
 */
async function dropOthers(siteId: string): Promise<void> {
  if (keeper === undefined) return;
  try {
    const tabs = await tabsOf(siteId);
    const records = await getMany<{ owner?: string } | undefined>(
      tabs.map((tab) => keysOf(siteId, tab).edits),
      storeOf(),
    );
    const others = tabs.filter((_, index) => !isKeepers(records[index]));
    const gone = others.flatMap((tab) => Object.values(keysOf(siteId, tab)));
    if (gone.length > 0) await delMany(gone, storeOf());
  } catch {
    // Not read: what is not the signed-in person's is still never read as theirs.
  }
}

/** What this tab kept of the site (a reload of it opens with them). */
export async function readStoredEdits(siteId: string): Promise<StoredEdits | undefined> {
  return readTab(siteId, await thisTab());
}

/** What tabs closed since left of a site, each with its tab's name. */
export type LeftEdits = { tab: string; edits: StoredEdits };

/**
 * What a tab opening the site finds kept in this browser: its own edits (a reload), and those
 * tabs that closed left; the edits of tabs still open are theirs to send.
 */
export async function readKeptEdits(
  siteId: string,
): Promise<{ own: StoredEdits | undefined; left: LeftEdits[] }> {
  await dropOthers(siteId);
  const [own, tabs, open] = await Promise.all([
    readStoredEdits(siteId),
    tabsOf(siteId),
    openTabs(),
  ]);
  const closed = tabs.filter((tab) => !open.has(tab));
  const kept = await Promise.all(
    closed.map(async (tab) => ({ tab, edits: await readTab(siteId, tab) })),
  );
  const left = kept
    .flatMap(({ tab, edits }) => (edits === undefined ? [] : [{ tab, edits }]))
    .sort((a, b) => (b.edits.storedAt ?? 0) - (a.edits.storedAt ?? 0));
  return { own, left };
}

/** Whether this browser keeps edits of the site that the server does not have yet. */
export async function hasStoredEdits(siteId: string): Promise<boolean> {
  const { own, left } = await readKeptEdits(siteId);
  return [own, ...left.map(({ edits }) => edits)].some((edits) => (edits?.pending.length ?? 0) > 0);
}

/** Writes are chained, so the last state written is the last one stored. */
let writing: Promise<void> = Promise.resolve();
let latest: DocumentState | undefined;
/** The acknowledged document last written for each site (the same object is not copied again). */
const writtenBase = new Map<string, Site>();

/**
 * Writes the state as this tab's, the signed-in person's, and forgets in the same transaction
 * what `forget` tabs left. Nobody signed in, nothing is written.
 */
function write(state: DocumentState, forget: readonly string[] = []): Promise<void> {
  const owner = keeper;
  if (owner === undefined) return writing;
  const edits: Omit<StoredEdits, "acknowledged"> = {
    owner,
    version: state.acknowledged.version,
    pending: state.pending,
    sending: Math.max(state.sending, state.unconfirmed),
    history: state.history,
    storedAt: Date.now(),
  };
  const isNewBase = writtenBase.get(state.siteId) !== state.acknowledged.site;
  writtenBase.set(state.siteId, state.acknowledged.site);
  writing = writing
    .then(async () => {
      const own = keysOf(state.siteId, await thisTab());
      const base: StoredBase = { version: edits.version, acknowledged: state.acknowledged.site };
      await storeOf()("readwrite", (store) => {
        store.put(edits, own.edits);
        if (isNewBase) store.put(base, own.base);
        for (const tab of forget) {
          const left = keysOf(state.siteId, tab);
          store.delete(left.edits);
          store.delete(left.base);
        }
        return promisifyRequest(store.transaction);
      });
    })
    .catch(() => {
      // Not stored: the next write copies the document again.
      writtenBase.delete(state.siteId);
    });
  return writing;
}

/**
 * Stores at once, as this tab's, a state that took over the edits closed tabs left (`forget`):
 * theirs are forgotten in the same transaction, so they are kept in one place at every moment.
 */
export function storeTakenOver(state: DocumentState, forget: readonly string[]): Promise<void> {
  writtenBase.delete(state.siteId);
  return write(state, forget);
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

/**
 * The sites of which the signed-in person's edits are kept in this browser, not yet on the server
 * (any tab's): what signing out would lose.
 */
export async function sitesWithUnsentEdits(): Promise<string[]> {
  if (keeper === undefined) return [];
  try {
    await flushStoredEdits();
    const names = (await keys(storeOf())).filter(
      (key): key is string =>
        typeof key === "string" && key.startsWith("site:") && !key.endsWith(":base"),
    );
    const records = await getMany<Omit<StoredEdits, "acknowledged"> | undefined>(names, storeOf());
    const sites = names.flatMap((name, index) => {
      const record = records[index];
      if (!isKeepers(record) || (record?.pending.length ?? 0) === 0) return [];
      return [name.slice("site:".length).split(":tab:")[0] ?? ""];
    });
    return [...new Set(sites)];
  } catch {
    return [];
  }
}

/**
 * Forgets every edit, document and history this browser keeps (signing out, or the session
 * ended): from this call nothing more is written until someone signs in again (`keepEditsOf`).
 * Resolves when the writes started before it have settled and the store is empty.
 */
export function forgetKeptEdits(): Promise<void> {
  keeper = undefined;
  latest = undefined;
  writtenBase.clear();
  writing = writing.then(() => clear(storeOf())).catch(() => undefined);
  return writing;
}
