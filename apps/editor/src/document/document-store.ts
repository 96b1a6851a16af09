import { applyOperations, type OperationInput, rebase, type Site } from "@ilha/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import { EMPTY_HISTORY, type History, recorded, stepped } from "./history.ts";
import type { SaveState } from "./save-state.ts";

/** A site being edited: what the owner sees, what the server has, and what is on its way. */
export type DocumentState = {
  siteId: string;
  /** The document on screen: the acknowledged one with every pending edit applied. */
  site: Site;
  /** The last version the server acknowledged, and its document. */
  acknowledged: { site: Site; version: number };
  /** Edits the server has not acknowledged yet, oldest first. */
  pending: OperationInput[];
  /** How many of `pending` (from the first) are in the request on its way. */
  sending: number;
  /**
   * How many of `pending` (from the first) went in a request that got no answer: the server may
   * have stored them, which the next answer tells.
   */
  unconfirmed: number;
  history: History;
  save: SaveState;
  /** A text is being typed in the canvas and not yet reported as an edit: not saved either. */
  isTyping: boolean;
  /** The message of the last edit that could not apply (the catalogue's), until the next edit. */
  problem: string | undefined;
};

export type DocumentStore = StoreApi<DocumentState>;

export function createDocumentStore(initial: {
  siteId: string;
  site: Site;
  acknowledged: { site: Site; version: number };
  pending?: OperationInput[];
  unconfirmed?: number;
  history?: History;
}): DocumentStore {
  const pending = initial.pending ?? [];
  return createStore<DocumentState>(() => ({
    siteId: initial.siteId,
    site: initial.site,
    acknowledged: initial.acknowledged,
    pending,
    sending: 0,
    unconfirmed: initial.unconfirmed ?? 0,
    history: initial.history ?? EMPTY_HISTORY,
    save: pending.length > 0 ? "unsaved" : "saved",
    isTyping: false,
    problem: undefined,
  }));
}

/**
 * The owner's edit, as core's operations applied together as one step of the history. Returns
 * whether it applied; when it cannot, the document is unchanged and `problem` says why.
 */
export function edit(store: DocumentStore, operations: OperationInput[]): boolean {
  const state = store.getState();
  const result = applyOperations(state.site, operations);
  if (!result.ok) {
    store.setState({ problem: result.error.message });
    return false;
  }
  store.setState({
    site: result.site,
    pending: [...state.pending, ...operations],
    history: recorded(state.history, result.inverse),
    save: state.sending > 0 ? state.save : "unsaved",
    isTyping: false,
    problem: undefined,
  });
  return true;
}

/** Undoes (or redoes) the last step by applying its operations: saved like any other edit. */
export function step(store: DocumentStore, direction: "undo" | "redo"): boolean {
  const state = store.getState();
  const last = state.history[direction].at(-1);
  if (last === undefined) return false;
  const result = applyOperations(state.site, last.operations);
  if (!result.ok) {
    // A collaborator changed what this step would restore: the step is forgotten.
    store.setState({
      history: { ...state.history, [direction]: state.history[direction].slice(0, -1) },
      problem: result.error.message,
    });
    return false;
  }
  store.setState({
    site: result.site,
    pending: [...state.pending, ...last.operations],
    history: stepped(state.history, direction, result.inverse),
    save: state.sending > 0 ? state.save : "unsaved",
    problem: undefined,
  });
  return true;
}

/** The server stored the first `count` pending edits as `version`. */
export function acknowledge(
  store: DocumentStore,
  { count, version }: { count: number; version: number },
) {
  const state = store.getState();
  const stored = applyOperations(state.acknowledged.site, state.pending.slice(0, count));
  const site = stored.ok ? stored.site : state.acknowledged.site;
  store.setState({
    acknowledged: { site, version },
    pending: state.pending.slice(count),
    sending: 0,
    unconfirmed: 0,
  });
}

/**
 * A newer document from the server (a collaborator saved first): the pending edits are applied
 * again on it, so both people's edits stay; one that no longer applies is dropped and named.
 */
export function rebaseOnto(store: DocumentStore, server: { site: Site; version: number }) {
  const state = store.getState();
  const result = rebase({ site: server.site, pending: state.pending });
  store.setState({
    acknowledged: server,
    site: result.site,
    pending: result.applied as OperationInput[],
    sending: 0,
    unconfirmed: 0,
    problem: result.dropped[0]?.error.message ?? state.problem,
  });
}

/**
 * The whole draft replaced on the server (from a site file): nothing is pending, and the history
 * goes, since no step made before it applies to the new document.
 */
export function replaceDocument(store: DocumentStore, server: { site: Site; version: number }) {
  store.setState({
    acknowledged: server,
    site: server.site,
    pending: [],
    sending: 0,
    unconfirmed: 0,
    history: EMPTY_HISTORY,
    save: "saved",
    problem: undefined,
  });
}

/** The server refused the pending edit at `index`: it goes, and the others stay on screen. */
export function refuse(
  store: DocumentStore,
  { index, message }: { index: number; message: string },
) {
  const state = store.getState();
  const pending = state.pending.filter((_, at) => at !== index);
  const result = rebase({ site: state.acknowledged.site, pending });
  store.setState({
    site: result.site,
    pending: result.applied as OperationInput[],
    sending: 0,
    problem: message,
  });
}
