/**
 * Scrolls the canvas so that `element`, which was `top` px from the top of the screen, is there
 * again once an edit or a selection has moved it on the page: what the owner pointed at stays
 * under the pointer.
 */
export function scrollBackTo(element: Element, top: number): void {
  const shift = element.getBoundingClientRect().top - top;
  if (shift !== 0) window.scrollBy({ top: shift, behavior: "instant" });
}

/** Scrolls the canvas up just enough for every button in `element` to be whole on the screen. */
export function scrollToShowButtons(element: Element): void {
  const tops = [...element.querySelectorAll("button")].map(
    (button) => button.getBoundingClientRect().top,
  );
  const top = Math.min(0, ...tops);
  if (top < 0) window.scrollBy({ top, behavior: "instant" });
}
