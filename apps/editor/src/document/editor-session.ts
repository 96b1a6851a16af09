import { type OperationInput, primaryLanguage, withTranslationRecords } from "@ilha/core";
import { NetworkFailureError } from "@ilha/sections";
import { isBannerShownAtFirst, rememberBanner } from "./banner-preference.ts";
import { type DocumentStore, edit, step } from "./document-store.ts";
import { openDocument } from "./open-document.ts";
import { flushStoredEdits, readStoredEdits, type StoredEdits, storeEdits } from "./outbox.ts";
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
  close: () => void;
};

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
  const kept = readStoredEdits(siteId);
  const loaded = transport.load().then(
    (server) => ({ server }),
    (error: unknown) => ({ error }),
  );
  const [stored, answer] = await Promise.all([kept, loaded]);
  const server = "server" in answer ? answer.server : undefined;
  if ("error" in answer && !(answer.error instanceof NetworkFailureError && stored !== undefined)) {
    throw answer.error;
  }
  const document =
    server === undefined
      ? openDocument({ siteId, server, stored: stored as StoredEdits })
      : openDocument({ siteId, server, stored });
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
    if (globalThis.document?.visibilityState === "hidden") flushStoredEdits();
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
      sync.stop();
      stopRememberingBanner();
      flushStoredEdits();
      globalThis.removeEventListener?.("pagehide", flushStoredEdits);
      globalThis.document?.removeEventListener("visibilitychange", flushWhenHidden);
    },
  };
}
