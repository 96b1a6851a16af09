/** How many turns of the event loop a batch may wait for more items. */
export const MAX_WAIT_TURNS = 4;

/**
 * Group commit: items queued in the same few turns of the event loop, or while a write is in
 * flight, are written together by one call of `write` (up to `maxBatch` at a time), so many
 * concurrent requests share one statement and its flush to disk. Each caller's promise settles
 * with its own item's result, after the write that holds it has finished. When a write of several
 * items fails, each is written again on its own, so one bad item fails only its own caller.
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
  /**
   * Starts the write once a turn of the event loop has passed that queued nothing more (at most
   * `MAX_WAIT_TURNS` turns): an embedded database answers without waiting on I/O, so without
   * this pause no batch would form, and the clients just answered have a moment to send again.
   */
  const waitForBatch = (queued: number, turns: number) => {
    setImmediate(() => {
      if (queue.length > queued && turns < MAX_WAIT_TURNS) {
        waitForBatch(queue.length, turns + 1);
        return;
      }
      isDrainScheduled = false;
      void drain();
    });
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (isDrainScheduled) return;
      isDrainScheduled = true;
      waitForBatch(0, 0);
    });
}
