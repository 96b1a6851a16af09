import { afterNextFrame } from "../document/after-frame.ts";
import type { CanvasBridge } from "./canvas-bridge.ts";
import { scrollBackTo } from "./scroll-back.ts";

/**
 * Keeps the selected section where it was on the screen when the canvas changes width (its
 * settings opening beside it, another width chosen, the window resized): the page reflows around
 * it instead of carrying it out of view. Only a section on the screen is held; when the owner has
 * scrolled away from it, the browser keeps what is in view. Where it is, is read after the frames
 * that follow a scroll or a selection (the page laid out then), never inside one. Returns what
 * stops it.
 */
export function keepSelectionInPlace(bridge: CanvasBridge): () => void {
  let width = window.innerWidth;
  let held: { element: Element; top: number } | undefined;
  let cancelRead: (() => void) | undefined;

  const read = () => {
    cancelRead = undefined;
    const id = bridge.view.getState().selectedId;
    const element =
      id === undefined ? null : document.querySelector(`[data-section-frame="${CSS.escape(id)}"]`);
    const box = element?.getBoundingClientRect();
    const isOnScreen = box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
    held = element !== null && isOnScreen ? { element, top: box.top } : undefined;
  };
  const readAfterFrame = () => {
    cancelRead ??= afterNextFrame(read);
  };
  const onResize = () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    if (held?.element.isConnected) scrollBackTo(held.element, held.top);
    readAfterFrame();
  };

  const stopFollowing = bridge.view.subscribe((state, previous) => {
    if (state.selectedId !== previous.selectedId) readAfterFrame();
  });
  window.addEventListener("scroll", readAfterFrame, { passive: true });
  window.addEventListener("resize", onResize);
  readAfterFrame();
  return () => {
    stopFollowing();
    cancelRead?.();
    window.removeEventListener("scroll", readAfterFrame);
    window.removeEventListener("resize", onResize);
  };
}
