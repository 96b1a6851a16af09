import type { Component } from "@ilha/core";
import { CONFIGS, type SectionFrame as Frame } from "@ilha/sections";
import { SectionInUseProvider } from "@ilha/sections/edit";
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { ErrorBoundary } from "react-error-boundary";
import { afterNextFrame } from "../document/after-frame.ts";
import { isBodySection } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./canvas-chrome.module.css";
import { useBridge } from "./canvas-context.tsx";
import { scrollBackTo, scrollToShowButtons } from "./scroll-back.ts";
import { useSectionDrag } from "./section-drag.tsx";
import { SectionToolbar } from "./section-toolbar.tsx";
import { AWAY } from "./section-window.ts";
import { useAway } from "./section-window-context.tsx";
import { useSectionActions } from "./use-section-actions.ts";

/**
 * Scrolls a section's handle to the middle of the screen when it is out of view (only then: a
 * scroll brings the sections near the screen out of `content-visibility`, to be styled and laid
 * out).
 */
function scrollIntoViewIfOut(handle: HTMLElement) {
  if (!handle.isConnected) return;
  const box = handle.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) handle.scrollIntoView({ block: "center" });
}

/** Scrolls a frame's handle and tools (its first child) into view when above the screen. */
function showToolsOf(frame: HTMLElement | null) {
  const tools = frame?.firstElementChild;
  if (tools != null) scrollToShowButtons(tools);
}

/**
 * A section in the canvas: selected by a click or by focus (its handle is the first stop of the
 * keyboard in it), outlined while selected, with its handle and toolbar on its top edge, and moved
 * with Alt+↑ / Alt+↓.
 */
function SectionFrameOf({ component, children }: { component: Component; children: ReactNode }) {
  const bridge = useBridge();
  const isSelected = useStore(bridge.view, (state) => state.selectedId === component.id);
  const isFocusAsked = useStore(bridge.view, (state) => state.focusId === component.id);
  // The tools of the section's list items come in a render of their own, after the frame that
  // shows the selection (or the section just inserted, or the one a removal selected); a section
  // selected by a press gets them once the press is over, so they move nothing under the pointer
  // before its click lands (a link's button pressed in a section not yet selected opens at once).
  const [isPressing, setPressing] = useState(false);
  const isPressed = useRef(false);
  const isInUse = useDeferredValue(isSelected && !isPressing, false);
  // On a long page, a body section far from the screen is not drawn (unless selected or asked to
  // take the focus): its frame and handle stand at its height. Headers keep their navigation.
  const away = useAway(component.id);
  const isAway = away.isAway && !isSelected && !isFocusAsked && isBodySection(component);
  const handle = useRef<HTMLButtonElement>(null);
  // The focus in the commit that asks it, so it shares the frame of the change; the scroll once
  // that frame is drawn, when the page's layout is there to read: measured here, the page would be
  // laid out in this task and again in the frame.
  useLayoutEffect(() => {
    const button = handle.current;
    if (!isFocusAsked || button === null) return;
    button.focus({ preventScroll: true });
    bridge.view.setState({ focusId: undefined });
    afterNextFrame(() => scrollIntoViewIfOut(button));
  }, [isFocusAsked, bridge]);
  // A section that arrives selected (one the library just inserted, the focus staying there) is
  // brought into view once drawn.
  const isSelectedOnArrival = useRef(isSelected);
  useLayoutEffect(() => {
    const button = handle.current;
    if (!isSelectedOnArrival.current || button === null) return;
    return afterNextFrame(() => scrollIntoViewIfOut(button));
  }, []);
  // Where the section's content was on the screen when a click or the keyboard selected it: the
  // room its tools take above it (and the room given back above it) must not move it. Where that
  // leaves its tools above the screen (a page's top section, whose room of wrapped tool rows is
  // taller than the strip it folds), they are scrolled into view: at once for the keyboard, and
  // for a press once its click has landed on what was under the pointer.
  const frame = useRef<HTMLDivElement>(null);
  const contentTop = useRef<number>(undefined);
  useLayoutEffect(() => {
    const before = contentTop.current;
    const content = frame.current?.lastElementChild;
    contentTop.current = undefined;
    if (!isSelected || before === undefined || content == null) return;
    scrollBackTo(content, before);
    if (!isPressed.current) showToolsOf(frame.current);
  }, [isSelected]);
  const actions = useSectionActions(component, frame);
  const { isDraggable, isDragging } = useSectionDrag(component);
  const select = () => {
    if (bridge.view.getState().selectedId === component.id) return;
    contentTop.current = frame.current?.lastElementChild?.getBoundingClientRect().top;
    bridge.view.setState({ selectedId: component.id });
  };
  const selectByPress = () => {
    if (bridge.view.getState().selectedId !== component.id) {
      setPressing(true);
      isPressed.current = true;
      // After the press's click (dispatched in the same task as its release).
      const release = () =>
        setTimeout(() => {
          setPressing(false);
          isPressed.current = false;
          showToolsOf(frame.current);
        }, 0);
      window.addEventListener("pointerup", release, { once: true });
      window.addEventListener("pointercancel", release, { once: true });
    }
    select();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || !isBodySection(component)) return;
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.isContentEditable) active.blur();
    actions.move(event.key === "ArrowUp" ? -1 : 1);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a frame around a whole section of the page is no form fieldset.
    <div
      ref={frame}
      className={isBodySection(component) ? `${styles.frame} ${styles.body}` : styles.frame}
      // Focusable by script only: where the keyboard goes on from after a removal (no selection).
      tabIndex={-1}
      role="group"
      aria-label={`${actions.label} · ${T.section}`}
      data-section-frame={component.id}
      data-selected={isSelected || undefined}
      data-dragging={isDragging || undefined}
      onPointerDownCapture={selectByPress}
      onFocusCapture={(event) => {
        if (event.target !== event.currentTarget) select();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={isSelected ? `${styles.edge} ${styles.room}` : styles.edge}>
        {/* A click selects the section, the pointer drags it (section-drag.tsx). */}
        <button
          ref={handle}
          type="button"
          className={styles.handle}
          data-section-handle={component.id}
          draggable={isDraggable}
          aria-pressed={isSelected}
          onClick={select}
        >
          {`${CONFIGS[component.type].label} · ${T.section}`}
        </button>
        {isSelected && <SectionToolbar component={component} actions={actions} />}
      </div>
      {isAway ? (
        <div className={styles.away} {...{ [AWAY]: "" }} style={{ height: away.height }} />
      ) : (
        <SectionInUseProvider value={isInUse}>
          {/* A section that fails to render leaves its frame and tools: undo brings it back. */}
          <ErrorBoundary
            resetKeys={[component]}
            fallback={
              <p role="alert" className={styles.failed}>
                {T.sectionFailed(actions.label)}
              </p>
            }
          >
            {children}
          </ErrorBoundary>
        </SectionInUseProvider>
      )}
    </div>
  );
}

export const SectionFrame: Frame = memo(SectionFrameOf);
