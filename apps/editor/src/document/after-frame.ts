/** A page that draws no frames (hidden) runs what waits for one after this long. */
const HIDDEN_PAGE_MS = 100;

/** Runs `run` in a task of its own behind the page's other tasks (where the browser ranks them). */
function inBackground(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler === undefined) setTimeout(run, 0);
  else void scheduler.postTask(run, { priority: "background" });
}

/**
 * Runs `run` once the page has drawn its next frame: in a background task after the frame, not in
 * it nor before the tasks the frame left waiting. What the shell shows about an edit (saved or
 * not, what undo would do) waits for it, so the frame that draws the edit in the canvas does not
 * wait for the shell. Returns what cancels it.
 */
export function afterNextFrame(run: () => void): () => void {
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => inBackground(finish));
  const timer = setTimeout(finish, HIDDEN_PAGE_MS);
  function cancel() {
    isDone = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  return cancel;
}
