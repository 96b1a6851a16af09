/**
 * Scrolls the canvas so that `element`, which was `top` px from the top of the screen, is there
 * again once an edit or a selection has moved it on the page: what the owner pointed at stays
 * under the pointer.
 */
export function scrollBackTo(element: Element, top: number): void {
  const shift = element.getBoundingClientRect().top - top;
  if (shift !== 0) window.scrollBy({ top: shift, behavior: "instant" });
}
