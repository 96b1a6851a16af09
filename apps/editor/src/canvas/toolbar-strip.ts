/**
 * Folds the canvas's strip above the page (`.strip` in canvas-chrome.module.css) while the page's
 * top section is selected: that section's own room for its tools takes the strip's place, so the
 * page does not move down as the selection comes to it. Unfolds it at the returned stop.
 */
export function foldStrip(document: Document): () => void {
  const root = document.documentElement;
  root.style.setProperty("--top-strip", "0px");
  return () => root.style.removeProperty("--top-strip");
}
