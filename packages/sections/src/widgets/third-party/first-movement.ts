const MOVEMENTS = ["mousemove", "pointermove", "touchstart"] as const;

/**
 * Calls `listener` once, on the visitor's first mouse or touch movement (keys and scrolling do
 * not count). Returns a function that stops waiting.
 */
export function onFirstMovement(listener: () => void): () => void {
  const stop = () => {
    for (const type of MOVEMENTS) window.removeEventListener(type, handle);
  };
  function handle() {
    stop();
    listener();
  }
  for (const type of MOVEMENTS) window.addEventListener(type, handle, { passive: true });
  return stop;
}
