/**
 * Group commit: items that arrive while a write is in flight are written together by the next
 * call of `write` (up to `maxBatch` at a time), so many concurrent requests share one
 * transaction and its flush to disk. Each caller's promise settles with its own item's result,
 * after the write that holds it has finished. When a write of several items fails, each is
 * written again on its own, so one bad item fails only its own caller.
 */
export function batched<T, R>({
  write,
  maxBatch = 256,
}: {
  /** Writes the items and returns one result per item, in order. */
  write: (items: T[]) => Promise<R[]>;
  maxBatch?: number;
}): (item: T) => Promise<R> {
  type Pending = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let isWriting = false;

  const settle = async (batch: Pending[]) => {
    try {
      const results = await write(batch.map((pending) => pending.item));
      for (const [index, pending] of batch.entries()) pending.resolve(results[index] as R);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((pending) => settle([pending])));
    }
  };

  const drain = async () => {
    if (isWriting) return;
    isWriting = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      await settle(batch);
    }
    isWriting = false;
  };

  let isDrainScheduled = false;
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (isDrainScheduled) return;
      isDrainScheduled = true;
      // After the requests read in this turn of the event loop have queued theirs: an embedded
      // database answers without waiting on I/O, so without this pause no batch would form.
      setImmediate(() => {
        isDrainScheduled = false;
        void drain();
      });
    });
}
