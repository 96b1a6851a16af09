/**
 * `run` over `items`, at most `width` at a time, the results in the items' order. Browser suites
 * that read every route of a site read a few at once: most of a route's time is the wait for its
 * network to go quiet, not work of the machine's.
 */
export async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** Routes a browser suite reads at the same time, each in a page of its own. */
export const ROUTES_AT_ONCE = 3;
