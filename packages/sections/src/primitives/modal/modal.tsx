import { LIMITS } from "@ilha/core";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Icon } from "../icon/icon.tsx";
import { trapTab } from "./focus-trap.ts";
import styles from "./modal.module.css";

type Phase = "closed" | "opening" | "open" | "closing";

/**
 * A modal dialog on the native `<dialog>`: focus moves in, Tab stays inside and the rest of the
 * page is inert while it is open; Escape, the close icon and (unless `closesOnOutsideClick` is
 * false) a click outside the panel ask to close. A click counts as outside only when the press
 * also started outside, so selecting text in a field and releasing over the backdrop keeps it open. Opening and closing animate for 300 ms, then the dialog is removed and
 * focus returns to the element that opened it. The parent owns `isOpen`.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  closeLabel,
  children,
  panelClassName,
  closesOnOutsideClick = true,
  onClosed,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  panelClassName?: string | undefined;
  closesOnOutsideClick?: boolean;
  /** Called once the closing animation has ended and the dialog is gone. */
  onClosed?: (() => void) | undefined;
}) {
  const [phase, setPhase] = useState<Phase>("closed");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const isPressOnBackdropRef = useRef(false);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const titleId = useId();

  useEffect(() => {
    if (isOpen && (phase === "closed" || phase === "closing")) {
      if (phase === "closed") openerRef.current = document.activeElement;
      setPhase("opening");
    } else if (!isOpen && (phase === "open" || phase === "opening")) {
      setPhase("closing");
    }
  }, [isOpen, phase]);

  // A layout effect, so the 300 ms start with the render that starts the animation, however busy
  // the page is when React gets round to its passive effects.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (phase === "opening" && dialog !== null) {
      if (!dialog.open) dialog.showModal();
      const frame = requestAnimationFrame(() => setPhase("open"));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === "closing") {
      const timer = setTimeout(() => {
        dialogRef.current?.close();
        setPhase("closed");
        const opener = openerRef.current;
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
        onClosedRef.current?.();
      }, LIMITS.timing.popupAnimationMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  if (phase === "closed") return null;
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-state={phase === "open" ? "open" : "closed"}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        isPressOnBackdropRef.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const isPressOnBackdrop = isPressOnBackdropRef.current;
        isPressOnBackdropRef.current = false;
        if (closesOnOutsideClick && isPressOnBackdrop && event.target === event.currentTarget) {
          onClose();
        }
      }}
    >
      <div className={`${styles.panel} ${panelClassName ?? ""}`}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
