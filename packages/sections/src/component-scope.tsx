import type { SectionType } from "@ilha/core";
import { createContext, type ReactNode, useContext } from "react";

/**
 * What the primitives inside a scope edit: a section (its id, kind and data) or the site's own
 * parts (the overflow label, the header links), whose fields core describes.
 */
export type Scope =
  | { kind: "section"; id: string; type: SectionType; data: unknown }
  | { kind: "site"; data: unknown };

const ScopeContext = createContext<Scope | null>(null);

export function ComponentScope({ scope, children }: { scope: Scope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function useScope(): Scope {
  const scope = useContext(ScopeContext);
  if (scope === null) throw new Error("Editable fields render inside a ComponentScope");
  return scope;
}
