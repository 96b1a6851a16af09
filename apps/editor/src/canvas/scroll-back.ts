/**
 * Scrolls the canvas so that `element`, which was `top` px from the top of the screen, is there
 * again once an edit or a selection has moved it on the page: what the owner pointed at stays
 * under the pointer.
 */
export function scrollBackTo(element: Element, top: number): void {
  const shift = element.getBoundingClientRect().top - top;
  if (shift !== 0) window.scrollBy({ top: shift, behavior: "instant" });
}

/** Scrolls the canvas up just enough for `element`'s top edge to be on the screen. */
export function scrollToShowTop(element: Element): void {
  const top = element.getBoundingClientRect().top;
  if (top < 0) window.scrollBy({ top, behavior: "instant" });
}
