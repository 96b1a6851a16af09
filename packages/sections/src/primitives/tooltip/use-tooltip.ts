import { LIMITS } from "@ilha/core";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** What opened a tooltip decides what closes it. */
type OpenReason = "hover" | "focus" | "click" | "touch";

export type TooltipState = {
  isOpen: boolean;
  /** Handlers for the element around the trigger and its bubble (hovering either keeps it open). */
  anchor: {
    ref: RefObject<HTMLSpanElement | null>;
    onPointerEnter: (event: { pointerType: string }) => void;
    onPointerLeave: (event: { pointerType: string }) => void;
  };
  /** Handlers for the trigger itself. */
  trigger: {
    onPointerDown: (event: { pointerType: string }) => void;
    onClick: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
};

const isMouse = (pointerType: string) => pointerType === "mouse" || pointerType === "pen";

/**
 * Spec §4 tooltip: opens on hover, focus, click or touch; a scroll, a press outside or Escape
 * closes it; opened by touch it closes by itself after `LIMITS.timing.tooltipTouchMs`. Opened by
 * hover it closes when the pointer leaves, by focus when focus leaves; a click keeps it open.
 * While `isSuppressed` (what the trigger opened is showing) it is closed and stays closed.
 */
export function useTooltip({
  isSuppressed = false,
}: {
  isSuppressed?: boolean;
} = {}): TooltipState {
  const [reason, setReason] = useState<OpenReason | null>(null);
  const [wasSuppressed, setWasSuppressed] = useState(isSuppressed);
  if (isSuppressed !== wasSuppressed) {
    setWasSuppressed(isSuppressed);
    if (isSuppressed) setReason(null);
  }
  const anchorRef = useRef<HTMLSpanElement>(null);
  const lastPointer = useRef("mouse");
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => setReason(null), []);
  const isOpen = reason !== null && !isSuppressed;

  // A layout effect: the listeners are in place before the next event, however fast it comes.
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", close, { passive: true, capture: true });
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", close, { capture: true });
    };
  }, [isOpen, close]);

  useEffect(() => () => clearTimeout(touchTimer.current), []);

  return {
    isOpen,
    anchor: {
      ref: anchorRef,
      onPointerEnter: ({ pointerType }) => {
        if (isMouse(pointerType)) setReason((current) => current ?? "hover");
      },
      onPointerLeave: ({ pointerType }) => {
        if (isMouse(pointerType)) setReason((current) => (current === "hover" ? null : current));
      },
    },
    trigger: {
      onPointerDown: ({ pointerType }) => {
        lastPointer.current = pointerType;
        if (pointerType !== "touch") return;
        setReason("touch");
        clearTimeout(touchTimer.current);
        touchTimer.current = setTimeout(
          () => setReason((current) => (current === "touch" ? null : current)),
          LIMITS.timing.tooltipTouchMs,
        );
      },
      onClick: () => {
        const wasTouch = lastPointer.current === "touch";
        lastPointer.current = "mouse";
        if (!wasTouch) setReason("click");
      },
      onFocus: () => setReason((current) => current ?? "focus"),
      onBlur: () => setReason((current) => (current === "focus" ? null : current)),
    },
  };
}
