import { LIMITS } from "@ilha/core";
import {
  type MouseEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Icon } from "../../primitives/icon/icon.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./mobile-menu.module.css";
import { useDismiss } from "./use-dismiss.ts";

/** Locks the page's scrolling while `isLocked`, restoring what the body had before. */
function useBodyScrollLock(isLocked: boolean): void {
  useLayoutEffect(() => {
    if (!isLocked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isLocked]);
}

/** Calls `onWide` when the window grows past the width at which the bar collapses. */
function useOnWide(isActive: boolean, onWide: () => void): void {
  const onWideRef = useRef(onWide);
  onWideRef.current = onWide;
  useEffect(() => {
    if (!isActive || typeof window.matchMedia !== "function") return undefined;
    const query = window.matchMedia(`(min-width: ${LIMITS.breakpoints.navCollapse + 1}px)`);
    const onChange = () => {
      if (query.matches) onWideRef.current();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [isActive]);
}

/**
 * The mobile menu of screens up to 1024 px (spec §2, §4): a button opening a full-screen sheet
 * below the bar, which locks the page's scrolling. Choosing a link, the button (then a close
 * button), Escape, a press or focus outside close it. A native disclosure underneath, so it opens
 * before any script runs.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const labels = useLabels();
  const [isOpen, setIsOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const close = () => setIsOpen(false);
  useDismiss({ isOpen, containerRef: detailsRef, toggleRef, onDismiss: close });
  useBodyScrollLock(isOpen);
  useOnWide(isOpen, close);

  const closeOnChoice = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a") !== null) close();
  };
  return (
    <details
      ref={detailsRef}
      className={styles.menu}
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      data-mobile-menu=""
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its disclosure's button. */}
      <summary
        ref={toggleRef}
        className={styles.toggle}
        aria-label={isOpen ? labels.closeMenu : labels.menu}
        onClick={(event) => {
          event.preventDefault();
          setIsOpen(!isOpen);
        }}
      >
        <Icon name="menu" size="large" className={styles.menuIcon} />
        <Icon name="close" size="large" className={styles.closeIcon} />
      </summary>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: it only notices a link being chosen; the links are the controls. */}
      <div className={styles.sheet} onClick={closeOnChoice}>
        {children}
      </div>
    </details>
  );
}
