import { type OperationInput, primaryLanguage, withTranslationRecords } from "@ilha/core";
import { NetworkFailureError } from "@ilha/sections";
import { isBannerShownAtFirst, rememberBanner } from "./banner-preference.ts";
import { type DocumentStore, edit, step } from "./document-store.ts";
import { openDocument } from "./open-document.ts";
import {
  flushStoredEdits,
  readKeptEdits,
  type StoredEdits,
  sitesWithUnsentEdits,
  storeEdits,
  storeTakenOver,
} from "./outbox.ts";
import { type Sync, startSync, type Transport } from "./sync.ts";
import { createViewStore, type ViewStore } from "./view-store.ts";

/** One site open in the editor: its document and view, saved as the owner edits. */
export type EditorSession = {
  document: DocumentStore;
  view: ViewStore;
  sync: Sync;
  edit: (operations: OperationInput[]) => boolean;
  undo: () => boolean;
  redo: () => boolean;
  /**
   * Closes the site: what is pending is sent first (the owner left for the dashboard right after
   * an edit), then autosave stops. Resolves when it has.
   */
  close: () => Promise<void>;
};

/** The longest a closing session spends sending what is pending: then it stops anyway. */
export const CLOSING_SEND_MS = 10_000;

/**
 * Sessions still opening or sending as they close, by site: the site opened again waits for them,
 * so its new session reads what they stored and never sends their edits a second time.
 */
const closing = new Map<string, Promise<void>>();

/** Holds the site's next opening until `until` (with whatever held it already) has settled. */
function holdSite(siteId: string, until: Promise<void>): void {
  const held = Promise.all([closing.get(siteId), until]).then(() => undefined);
  closing.set(siteId, held);
  void held.then(() => {
    if (closing.get(siteId) === held) closing.delete(siteId);
  });
}

/**
 * Closes the session being opened (`opening`) once it is open: a screen left while its site was
 * still opening. The site is held from now, so an opening started after this call waits for it.
 */
export function closeWhenOpened(siteId: string, opening: Promise<EditorSession>): Promise<void> {
  const closed = opening.then(
    (session) => session.close(),
    () => undefined,
  );
  holdSite(siteId, closed);
  return closed;
}

/** Resolves when every session closing now has sent what it could and stopped. */
export async function sessionsClosed(): Promise<void> {
  await Promise.all(closing.values());
}

/**
 * Sends what this browser keeps of the sites `siteIds` for the person signed in (before signing
 * out): each site is opened and closed again, which sends its kept edits. Resolves with the sites
 * whose edits are still not sent (no network, or refused).
 */
export async function sendKeptEdits({
  siteIds,
  transportOf,
}: {
  siteIds: readonly string[];
  transportOf: (siteId: string) => Transport;
}): Promise<string[]> {
  for (const siteId of siteIds) {
    try {
      const session = await openEditorSession({ siteId, transport: transportOf(siteId) });
      await session.close();
    } catch {
      // Not opened: its edits are still kept, and said unsent.
    }
  }
  const unsent = new Set(await sitesWithUnsentEdits());
  return siteIds.filter((siteId) => unsent.has(siteId));
}

/** The edits with the records of what each translated text was translated from (one step). */
export function recorded(document: DocumentStore, operations: OperationInput[]): OperationInput[] {
  return withTranslationRecords(document.getState().site, operations);
}

/**
 * Opens a site: the server's document with this browser's unsaved edits applied on it again
 * (offline, the document this browser kept), the primary language's home page in view, and
 * autosave running.
 */
export async function openEditorSession({
  siteId,
  transport,
  onSessionEnded,
}: {
  siteId: string;
  transport: Transport;
  onSessionEnded?: () => void;
}): Promise<EditorSession> {
  await closing.get(siteId);
  const kept = readKeptEdits(siteId);
  const loaded = transport.load().then(
    (server) => ({ server }),
    (error: unknown) => ({ error }),
  );
  const [{ own, left }, answer] = await Promise.all([kept, loaded]);
  // A new tab carries on from the latest tab that closed on the site: its edits and its history.
  const [latest, ...others] = left;
  const stored = own ?? latest?.edits;
  const server = "server" in answer ? answer.server : undefined;
  if ("error" in answer && !(answer.error instanceof NetworkFailureError && stored !== undefined)) {
    throw answer.error;
  }
  const theirs = own === undefined ? others : left;
  const document =
    server === undefined
      ? openDocument({ siteId, server, stored: stored as StoredEdits })
      : openDocument({ siteId, server, stored, left: theirs.map(({ edits }) => edits) });
  // What closed tabs left is this tab's now, kept in one place (offline, only the edits it opened
  // with: the others wait for a tab that can ask the server which it has).
  const takenOver = [
    ...(own === undefined && latest !== undefined ? [latest.tab] : []),
    ...(server === undefined ? [] : theirs.map(({ tab }) => tab)),
  ];
  if (takenOver.length > 0) await storeTakenOver(document.getState(), takenOver);
  const view = createViewStore({
    language: primaryLanguage(document.getState().site).lang.code,
    isConsentBannerShown: isBannerShownAtFirst(siteId),
  });
  const stopRememberingBanner = rememberBanner(view, siteId);
  const sync = startSync({
    store: document,
    transport,
    persist: (state) => void storeEdits(state),
    ...(onSessionEnded === undefined ? {} : { onSessionEnded }),
  });
  // A page hidden may be discarded without another event: what waits for an idle moment is
  // written then, as when the page goes.
  const flushWhenHidden = () => {
    if (globalThis.document?.visibilityState === "hidden") void flushStoredEdits();
  };
  globalThis.addEventListener?.("pagehide", flushStoredEdits);
  globalThis.document?.addEventListener("visibilitychange", flushWhenHidden);
  return {
    document,
    view,
    sync,
    edit: (operations) => edit(document, recorded(document, operations)),
    undo: () => step(document, "undo"),
    redo: () => step(document, "redo"),
    close: () => {
      stopRememberingBanner();
      const isSending = document.getState().pending.length > 0;
      const sent = isSending ? within(sync.flush(), CLOSING_SEND_MS) : Promise.resolve();
      const closed = sent.then(async () => {
        sync.stop();
        globalThis.removeEventListener?.("pagehide", flushStoredEdits);
        globalThis.document?.removeEventListener("visibilitychange", flushWhenHidden);
        await flushStoredEdits();
      });
      holdSite(siteId, closed);
      return closed;
    },
  };
}

/** `work`, given at most `ms` (its failure is the sync's to report, not the closing's). */
function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((done) => {
    timer = setTimeout(done, ms);
  });
  return Promise.race([work.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
