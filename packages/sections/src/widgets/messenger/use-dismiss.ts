import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * While `isOpen`: Escape calls `onEscape`; a press outside `rootRef` calls `onOutside`
 * (when given: preview pages pass none, so outside presses keep the card open).
 */
export function useDismiss({
  isOpen,
  rootRef,
  onEscape,
  onOutside,
}: {
  isOpen: boolean;
  rootRef: RefObject<HTMLElement | null>;
  onEscape: () => void;
  onOutside?: (() => void) | undefined;
}): void {
  const handlers = useRef({ onEscape, onOutside });
  handlers.current = { onEscape, onOutside };
  // A layout effect: the listeners are in place before the next event, however fast it comes.
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) handlers.current.onOutside?.();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") handlers.current.onEscape();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen, rootRef]);
}
