import { IlhaError, ilhaError } from "../errors.ts";
import type { Site } from "../schema/site.ts";
import { setField, setPageMeta, setSiteField, type Step } from "./field-operations.ts";
import { insertItems, moveItems, removeItems } from "./item-operations.ts";
import {
  addLanguage,
  moveLanguage,
  removeLanguage,
  setLanguageStatus,
  setPrimaryLanguage,
} from "./language-operations.ts";
import { type Operation, type OperationInput, operation } from "./operation.ts";
import { setTranslation } from "./translation-operations.ts";
import { addPage, movePage, removePage, setPagePath } from "./page-operations.ts";
import {
  duplicateSection,
  insertSection,
  moveSection,
  removeSection,
  setSectionLook,
} from "./section-operations.ts";

type Apply<K extends Operation["op"]> = (site: Site, op: Extract<Operation, { op: K }>) => Step;

const APPLY: { [K in Operation["op"]]: Apply<K> } = {
  setField,
  setSiteField,
  setPageMeta,
  insertSection,
  removeSection,
  moveSection,
  setSectionLook,
  duplicateSection,
  insertItems,
  removeItems,
  moveItems,
  addPage,
  removePage,
  movePage,
  setPagePath,
  addLanguage,
  removeLanguage,
  setLanguageStatus,
  moveLanguage,
  setPrimaryLanguage,
  setTranslation,
};

export type Applied =
  | { ok: true; site: Site; inverse: OperationInput[] }
  | { ok: false; error: IlhaError };

/**
 * Applies one edit to a site document: the new document (sharing what did not change) and the
 * operations that undo it, or the catalogued error that says why it cannot apply. An operation
 * is read with the operation schema first, so any JSON may be passed.
 */
export function applyOperation(site: Site, input: unknown): Applied {
  const parsed = operation.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: ilhaError("invalidRequest", parsed.error.issues) };
  }
  const op = parsed.data;
  try {
    const step = (APPLY[op.op] as Apply<typeof op.op>)(site, op);
    return { ok: true, ...step };
  } catch (error) {
    if (error instanceof IlhaError) return { ok: false, error };
    if (error instanceof RangeError) return { ok: false, error: ilhaError("unknownField") };
    throw error;
  }
}

export type AppliedAll =
  | { ok: true; site: Site; inverse: OperationInput[] }
  | { ok: false; index: number; error: IlhaError };

/**
 * Applies operations in order, all or none: the failing operation's index and error otherwise.
 * `inverse` undoes them all (the last edit's inverse first).
 */
export function applyOperations(site: Site, inputs: readonly unknown[]): AppliedAll {
  let current = site;
  const inverses: OperationInput[][] = [];
  for (const [index, input] of inputs.entries()) {
    const applied = applyOperation(current, input);
    if (!applied.ok) return { ok: false, index, error: applied.error };
    current = applied.site;
    inverses.push(applied.inverse);
  }
  return { ok: true, site: current, inverse: inverses.reverse().flat() };
}

/**
 * Re-applies one editor's pending operations on a document another editor changed: edits to
 * different fields both survive, and for the same field the pending (later) one wins. An
 * operation that no longer applies (its section was removed) is dropped and returned.
 */
export function rebase({ site, pending }: { site: Site; pending: readonly unknown[] }): {
  site: Site;
  applied: unknown[];
  dropped: { operation: unknown; error: IlhaError }[];
} {
  let current = site;
  const applied: unknown[] = [];
  const dropped: { operation: unknown; error: IlhaError }[] = [];
  for (const input of pending) {
    const result = applyOperation(current, input);
    if (result.ok) {
      current = result.site;
      applied.push(input);
    } else {
      dropped.push({ operation: input, error: result.error });
    }
  }
  return { site: current, applied, dropped };
}
