import type { OperationInput } from "@ilha/core";

/**
 * One step of the owner's history: the operations that take the document back (on the undo
 * stack) or forward again (on the redo stack). Undoing is applying them, so an undo is saved and
 * synced like any other edit.
 */
export type HistoryStep = { operations: OperationInput[] };

export type History = { undo: HistoryStep[]; redo: HistoryStep[] };

/** How many steps the history keeps; older ones are forgotten first. */
export const HISTORY_DEPTH = 200;

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

/** A new edit: its inverse is the next undo, and what was undone can no more be redone. */
export function recorded(history: History, inverse: OperationInput[]): History {
  return { undo: [...history.undo, { operations: inverse }].slice(-HISTORY_DEPTH), redo: [] };
}

/**
 * Moves a step from one stack to the other: `taken` was applied, and `inverse` (what applying it
 * returned) goes on the other stack.
 */
export function stepped(
  history: History,
  direction: "undo" | "redo",
  inverse: OperationInput[],
): History {
  const other = direction === "undo" ? "redo" : "undo";
  const next = {
    [direction]: history[direction].slice(0, -1),
    [other]: [...history[other], { operations: inverse }].slice(-HISTORY_DEPTH),
  } as unknown as History;
  return next;
}
