import { applyOperations, type OperationInput, type Site } from "@ilha/core";
import { isSameValue } from "./same-value.ts";

/**
 * Whether operations sent without an answer (the network went, the tab closed) did reach the
 * server: it is one version further, and that version is exactly them applied to what they were
 * made on. Then they are acknowledged, never sent again.
 */
export function wasStored({
  base,
  operations,
  server,
}: {
  base: { site: Site; version: number };
  operations: readonly OperationInput[];
  server: { site: Site; version: number };
}): boolean {
  if (operations.length === 0 || server.version !== base.version + 1) return false;
  const sent = applyOperations(base.site, operations);
  return sent.ok && isSameValue(sent.site, server.site);
}
