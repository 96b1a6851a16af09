import type { OperationInput } from "@ilha/core";
import { type Scope, useScope } from "../component-scope.tsx";
import type { FieldPath } from "../edit-kit-contract.ts";
import { useRenderMode } from "../render-mode.tsx";

/** What an edit-mode primitive can do to the field it shows, as core's operations. */
export type EditOperations = {
  setField: (path: FieldPath, value: unknown) => void;
  /** Sets several fields of the scope as one step (one undo): an image with its alternative. */
  setFields: (fields: readonly (readonly [path: FieldPath, value: unknown])[]) => void;
  insertItems: (path: FieldPath, index: number, items: unknown[]) => void;
  removeItems: (path: FieldPath, index: number, count: number) => void;
  /** Moves `count` items from `from` to `to`, an index of the list without them. */
  moveItems: (path: FieldPath, from: number, to: number, count: number) => void;
};

/** Where an edit of `scope` goes: a section on the page being edited, or the site's parts. */
function addressOf(scope: Scope, pagePath: string) {
  return scope.kind === "site" ? {} : { pagePath, sectionId: scope.id };
}

/**
 * The operations of the scope's fields in the page's language: a text edit applies to that
 * language, the rest (core decides) to every language.
 */
export function useEditOperations(): EditOperations {
  const scope = useScope();
  const { onEdit, site, pagePath } = useRenderMode();
  const language = site.currentLanguage;
  const send = (operation: OperationInput) => onEdit?.([operation]);
  const address = addressOf(scope, pagePath);
  const setOf = (path: FieldPath, value: unknown): OperationInput =>
    scope.kind === "site"
      ? { op: "setSiteField", language, path: [...path], value }
      : { op: "setField", language, pagePath, sectionId: scope.id, path: [...path], value };
  return {
    setField: (path, value) => send(setOf(path, value)),
    setFields: (fields) => onEdit?.(fields.map(([path, value]) => setOf(path, value))),
    insertItems: (path, index, items) =>
      send({ op: "insertItems", ...address, path, index, items }),
    removeItems: (path, index, count) =>
      send({ op: "removeItems", ...address, path, index, count }),
    moveItems: (path, from, to, count) =>
      send({ op: "moveItems", ...address, path, from, to, count }),
  };
}
