import { IlhaError, LIMITS, type OperationInput, type Site } from "@ilha/core";
import { NetworkFailureError } from "@ilha/sections";
import {
  acknowledge,
  type DocumentState,
  type DocumentStore,
  rebaseOnto,
  refuse,
} from "./document-store.ts";
import { wasStored } from "./was-stored.ts";

/** How the editor reads and saves one site (the API, or a test's server). */
export type Transport = {
  load: () => Promise<{ site: Site; version: number }>;
  /** The document when it is newer than `version` (a collaborator saved), else `undefined`. */
  poll: (version: number) => Promise<{ site: Site; version: number } | undefined>;
  /** Stores the operations on `version`; the next version, or an `IlhaError` (412 when stale). */
  patch: (request: {
    version: number;
    operations: OperationInput[];
  }) => Promise<{ version: number }>;
};

/** The most operations one PATCH carries (the server takes 500). */
export const BATCH_SIZE = 200;
/** How often an editor with nothing to send looks for a collaborator's newer version. */
export const POLL_MS = 3000;
/** Waits between failed attempts: 1 s, doubling, at most 30 s. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

export type Sync = {
  /** Sends what is pending now (a test, or the page being closed) and resolves when done. */
  flush: () => Promise<void>;
  stop: () => void;
};

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The index of the refused operation in a PATCH's 4xx, when the server named one. */
function refusedIndex(error: IlhaError): number | undefined {
  const details = error.details as { operationIndex?: unknown } | undefined;
  return typeof details?.operationIndex === "number" ? details.operationIndex : undefined;
}

/**
 * Autosave: about a second after the last edit, the pending operations go to the server with
 * the version they were made on. A collaborator's newer version (412) is fetched and the pending
 * edits re-applied on it; a network failure keeps them and tries again (at once when the browser
 * is back online). `persist` is told of every change, so nothing pending is lost with the tab.
 */
export function startSync({
  store,
  transport,
  persist,
  onSessionEnded,
  delayMs = LIMITS.timing.debounceMs,
  pollMs = POLL_MS,
}: {
  store: DocumentStore;
  transport: Transport;
  persist: (state: DocumentState) => void;
  onSessionEnded?: () => void;
  delayMs?: number;
  pollMs?: number;
}): Sync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let isRetryWaiting = false;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  /** A request that got no answer: its edits may be stored, and are sent again later. */
  const failed = (count: number) => {
    const { unconfirmed } = store.getState();
    store.setState({
      sending: 0,
      unconfirmed: Math.max(unconfirmed, count),
      save: isOffline() ? "offline" : "retrying",
    });
    isRetryWaiting = true;
    schedule(retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  /**
   * A collaborator's newer version, or this editor's own edits stored by a request whose answer
   * was lost: those are acknowledged, never applied twice; otherwise the pending edits are
   * applied again on the newer document.
   */
  const caughtUp = (server: { site: Site; version: number }) => {
    const state = store.getState();
    const sent = state.pending.slice(0, state.unconfirmed);
    if (wasStored({ base: state.acknowledged, operations: sent, server })) {
      acknowledge(store, { count: sent.length, version: server.version });
    } else {
      rebaseOnto(store, server);
    }
  };

  async function send(): Promise<void> {
    const state = store.getState();
    if (state.pending.length === 0) {
      store.setState({ save: "saved" });
      return;
    }
    const batch = state.pending.slice(0, BATCH_SIZE);
    store.setState({ sending: batch.length, save: "saving" });
    try {
      const { version } = await transport.patch({
        version: state.acknowledged.version,
        operations: batch,
      });
      retryMs = RETRY_FIRST_MS;
      isRetryWaiting = false;
      acknowledge(store, { count: batch.length, version });
    } catch (error) {
      if (
        !(error instanceof IlhaError) ||
        error instanceof NetworkFailureError ||
        error.status >= 500
      ) {
        failed(batch.length);
        return;
      }
      if (error.status === 401) {
        store.setState({ sending: 0, save: "offline" });
        onSessionEnded?.();
        return;
      }
      if (error.status === 412) {
        try {
          caughtUp(await transport.load());
        } catch {
          failed(0);
          return;
        }
      } else {
        // The server refused an edit: that one goes (the last of the batch when unnamed).
        refuse(store, { index: refusedIndex(error) ?? batch.length - 1, message: error.message });
      }
    }
    if (store.getState().pending.length > 0) return send();
    store.setState({ save: "saved" });
  }

  function run(): Promise<void> {
    if (isStopped) return Promise.resolve();
    clearTimeout(timer);
    running ??= send().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** While nothing is pending or on its way, a newer version from a collaborator is shown. */
  const poll = async () => {
    const state = store.getState();
    if (running !== undefined || state.pending.length > 0 || isStopped) return;
    const newer = await transport.poll(state.acknowledged.version).catch(() => undefined);
    const now = store.getState();
    if (newer === undefined || running !== undefined || newer.version <= now.acknowledged.version)
      return;
    rebaseOnto(store, newer);
  };
  const polling = setInterval(() => void poll(), pollMs);

  const unsubscribe = store.subscribe((state, previous) => {
    const isKeptChange =
      state.pending !== previous.pending ||
      state.history !== previous.history ||
      state.sending !== previous.sending;
    if (isKeptChange) persist(state);
    // A new edit (not an acknowledgement) waits for the pause after it; one made while a request
    // is on its way is sent when that request ends.
    const isNewEdit =
      state.pending.length > previous.pending.length && state.sending === previous.sending;
    if (isNewEdit && running === undefined && !isRetryWaiting) schedule(delayMs);
  });
  const online = () => {
    if (store.getState().pending.length > 0) void run();
  };
  const offline = () => {
    if (store.getState().pending.length > 0 && running === undefined)
      store.setState({ save: "offline" });
  };
  globalThis.addEventListener?.("online", online);
  globalThis.addEventListener?.("offline", offline);
  if (store.getState().pending.length > 0) schedule(0);

  return {
    flush: async () => {
      await running;
      await run();
    },
    stop: () => {
      isStopped = true;
      clearTimeout(timer);
      clearInterval(polling);
      unsubscribe();
      globalThis.removeEventListener?.("online", online);
      globalThis.removeEventListener?.("offline", offline);
    },
  };
}
