/**
 * Keeps the canvas's strip above the page (`.strip` in canvas-chrome.module.css, never lower than
 * one row of tools) as tall as the top section's toolbar, however many rows that wraps into: the
 * strip follows the toolbar's height until the returned stop.
 */
export function fitStripTo(toolbar: HTMLElement): () => void {
  const root = toolbar.ownerDocument.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty("--toolbar-strip", `${toolbar.offsetHeight + 8}px`);
  });
  observer.observe(toolbar);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--toolbar-strip");
  };
}
