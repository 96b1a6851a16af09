import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * While `isOpen`, asks to close what `containerRef` holds: on Escape (focus then returns to
 * `toggleRef`), on a press outside the container, and when focus moves outside it.
 */
export function useDismiss({
  isOpen,
  containerRef,
  toggleRef,
  onDismiss,
}: {
  isOpen: boolean;
  containerRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}): void {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  // Listening from the moment it opens: a quick Escape must not slip through before paint.
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && containerRef.current?.contains(target) === true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onDismissRef.current();
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!isInside(event.target)) onDismissRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [isOpen, containerRef, toggleRef]);
}
