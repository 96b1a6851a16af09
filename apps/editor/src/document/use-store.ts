import { useSyncExternalStore } from "react";
import type { StoreApi } from "zustand/vanilla";

/**
 * A part of a store, read by a component that renders again only when that part changes
 * (`select` must return a stored value or a primitive, never a new object).
 */
export function useStore<S, T>(store: StoreApi<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
