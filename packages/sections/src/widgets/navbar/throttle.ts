/**
 * `run` at most once per `waitMs`: at the first call, then once at the end of the wait when it
 * was called again meanwhile. `cancel` drops a pending run.
 */
export function throttle(
  run: () => void,
  waitMs: number,
): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isPending = false;
  const wait = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!isPending) return;
      isPending = false;
      run();
      wait();
    }, waitMs);
  };
  return {
    call: () => {
      if (timer !== undefined) {
        isPending = true;
        return;
      }
      run();
      wait();
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      isPending = false;
    },
  };
}
