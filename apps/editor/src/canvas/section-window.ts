import { createStore, type StoreApi } from "zustand/vanilla";
import { afterNextFrame } from "../document/after-frame.ts";

/**
 * A page of more sections than this keeps in the canvas only the content of the sections near
 * the screen: each edit and each frame of a long page then costs what a short page's does. A
 * section away from the screen keeps its frame and handle (the keyboard and screen readers still
 * reach every section, and selecting one brings it back) and stands at its last height.
 */
export const WINDOWED_FROM = 40;
/** How near the screen a section is kept, above and below it, in screen heights. */
const NEAR_SCREENS = 1.5;
/** The attribute of what stands in for a section away from the screen. */
export const AWAY = "data-section-away";
/** The sections drawn at first on a long page, which opens at its top. */
const FIRST_NEAR = 8;

export type SectionWindowState = {
  /** Whether the page is long enough to keep only the sections near the screen. */
  isWindowed: boolean;
  /** The sections whose content is drawn (their ids). */
  near: ReadonlySet<string>;
  /** The height of each section drawn before and away now, in px. */
  heights: ReadonlyMap<string, number>;
};

export type SectionWindow = StoreApi<SectionWindowState>;

/** The window of a page whose sections (in order) are `ids`, before its first measure. */
export function createSectionWindow(ids: readonly string[]): SectionWindow {
  return createStore<SectionWindowState>(() => ({
    isWindowed: ids.length > WINDOWED_FROM,
    near: new Set(ids.slice(0, FIRST_NEAR)),
    heights: new Map(),
  }));
}

type Box = { top: number; bottom: number };

/**
 * The first and last of `boxes` (in the page's order, so by their tops) within `margin` px of the
 * screen `[0, screenHeight]`, found by halving (a long page's boxes are read a few times, not
 * each); `undefined` when none is.
 */
export function nearRange(
  count: number,
  boxAt: (index: number) => Box,
  screenHeight: number,
  margin: number,
): { first: number; last: number } | undefined {
  const firstWhere = (isPast: (box: Box) => boolean) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isPast(boxAt(middle))) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const first = firstWhere((box) => box.bottom >= -margin);
  const last = firstWhere((box) => box.top > screenHeight + margin) - 1;
  return first <= last ? { first, last } : undefined;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * Reads which sections of the page in `document` are near the screen, once its frame is drawn,
 * after every scroll, resize, move of the focus or change of the page's height, and keeps
 * `sectionWindow` to it. The section holding the focus stays drawn wherever it is. Returns what
 * stops it.
 */
export function watchSectionWindow(sectionWindow: SectionWindow, document: Document): () => void {
  const view = document.defaultView;
  if (view === null) return () => {};
  const measure = () => {
    cancel = undefined;
    const frames = [...document.querySelectorAll<HTMLElement>("[data-section-frame]")];
    const idOf = (frame: HTMLElement | null | undefined) => frame?.dataset.sectionFrame;
    if (frames.length <= WINDOWED_FROM) {
      if (sectionWindow.getState().isWindowed) sectionWindow.setState({ isWindowed: false });
      return;
    }
    const range = nearRange(
      frames.length,
      (index) => frames[index]?.getBoundingClientRect() ?? { top: 0, bottom: 0 },
      view.innerHeight,
      view.innerHeight * NEAR_SCREENS,
    );
    const nearFrames = range === undefined ? [] : frames.slice(range.first, range.last + 1);
    const focused = idOf(document.activeElement?.closest<HTMLElement>("[data-section-frame]"));
    const near = new Set([...nearFrames.map(idOf), focused].filter((id) => id !== undefined));
    const state = sectionWindow.getState();
    // A section drawn and away from now on (or once no longer selected) keeps its height.
    const heights = new Map(state.heights);
    let isHeightChanged = false;
    for (const frame of frames) {
      const id = idOf(frame);
      const content = frame.lastElementChild;
      if (id === undefined || near.has(id) || content === null || content.hasAttribute(AWAY)) {
        continue;
      }
      const height = content.getBoundingClientRect().height;
      isHeightChanged ||= heights.get(id) !== height;
      heights.set(id, height);
    }
    if (state.isWindowed && !isHeightChanged && sameSet(state.near, near)) return;
    sectionWindow.setState({ isWindowed: true, near, heights });
  };
  // The page's sections take no containment of their own while windowed (see the canvas's CSS).
  const markWindowed = ({ isWindowed }: SectionWindowState) =>
    document.documentElement.toggleAttribute("data-windowed", isWindowed);
  markWindowed(sectionWindow.getState());
  const stopMarking = sectionWindow.subscribe((state, previous) => {
    if (state.isWindowed !== previous.isWindowed) markWindowed(state);
  });
  let cancel: (() => void) | undefined;
  const measureAfterFrame = () => {
    cancel ??= afterNextFrame(measure);
  };
  view.addEventListener("scroll", measureAfterFrame, { passive: true });
  view.addEventListener("resize", measureAfterFrame);
  document.addEventListener("focusin", measureAfterFrame);
  document.addEventListener("focusout", measureAfterFrame);
  const resizes =
    typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measureAfterFrame);
  resizes?.observe(document.documentElement);
  measureAfterFrame();
  return () => {
    stopMarking();
    cancel?.();
    resizes?.disconnect();
    view.removeEventListener("scroll", measureAfterFrame);
    view.removeEventListener("resize", measureAfterFrame);
    document.removeEventListener("focusin", measureAfterFrame);
    document.removeEventListener("focusout", measureAfterFrame);
  };
}
