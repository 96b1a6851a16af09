import { createContext, type ReactNode, useContext } from "react";

const ComponentScopeContext = createContext<string | null>(null);

/** Names the component whose fields the primitives inside it edit. */
export function ComponentScope({ id, children }: { id: string; children: ReactNode }) {
  return <ComponentScopeContext.Provider value={id}>{children}</ComponentScopeContext.Provider>;
}

export function useComponentId(): string {
  const id = useContext(ComponentScopeContext);
  if (id === null) throw new Error("Editable fields render inside a ComponentScope");
  return id;
}
