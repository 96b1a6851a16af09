import { useSyncExternalStore } from "react";
import type { StoreApi } from "zustand/vanilla";
import { afterNextFrame } from "./after-frame.ts";

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

type Subscribe = (listener: () => void) => () => void;
const subscriptionsAfterFrame = new WeakMap<object, Subscribe>();

/** `store.subscribe`, its listeners told of a change once the page has drawn its next frame. */
function subscribeAfterFrame<S>(store: StoreApi<S>): Subscribe {
  let subscribe = subscriptionsAfterFrame.get(store);
  if (subscribe === undefined) {
    subscribe = (listener) => {
      let cancel: (() => void) | undefined;
      const unsubscribe = store.subscribe(() => {
        cancel ??= afterNextFrame(() => {
          cancel = undefined;
          listener();
        });
      });
      return () => {
        cancel?.();
        unsubscribe();
      };
    };
    subscriptionsAfterFrame.set(store, subscribe);
  }
  return subscribe;
}

/**
 * `useStore` for a status the shell shows about the document (saved or not, whether there is
 * anything to undo or to publish), which changes with nearly every edit: it follows the store
 * once the page has drawn its next frame, so the frame that draws an edit in the canvas does not
 * wait for the shell to render. Not for a field's value, which must follow its own typing at once.
 */
export function useStoreAfterFrame<S, T>(store: StoreApi<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    subscribeAfterFrame(store),
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
