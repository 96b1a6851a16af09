import type { BrowserContext, Page } from "playwright-core";
import { type PageProblems, watchProblems } from "./browser.ts";

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

/** A page of a sweep, with what went wrong on the route it shows now. */
export type Visit = { page: Page; problems: PageProblems };

/**
 * `read` over `items` in `ROUTES_AT_ONCE` pages of `context`, each page kept from one item to the
 * next. A page's first load starts a renderer process and compiles the site's scripts again (about
 * 1.8 s of the machine's time in Chromium here, against 0.2 s for a load in a page already open).
 * Between items a page goes to `about:blank` and forgets its problems, so each item's are its own:
 * the requests a navigation cuts short belong to the page it leaves. `prepare` runs once on each
 * page before its first item (an init script, say).
 */
export async function inReusedPages<T, R>({
  context,
  items,
  read,
  prepare = async () => {},
}: {
  context: BrowserContext;
  items: readonly T[];
  read: (visit: Visit, item: T) => Promise<R>;
  prepare?: (page: Page) => Promise<unknown>;
}): Promise<R[]> {
  const open: Visit[] = [];
  const idle: Visit[] = [];
  const take = async (): Promise<Visit> => {
    const kept = idle.pop();
    if (kept !== undefined) return kept;
    const page = await context.newPage();
    const visit = { page, problems: watchProblems(page) };
    open.push(visit);
    await prepare(page);
    return visit;
  };
  try {
    return await inTurns(items, ROUTES_AT_ONCE, async (item) => {
      const visit = await take();
      await visit.page.goto("about:blank");
      visit.problems.consoleErrors.length = 0;
      visit.problems.failedRequests.length = 0;
      const result = await read(visit, item);
      idle.push(visit);
      return result;
    });
  } finally {
    await Promise.all(open.map(({ page }) => page.close()));
  }
}
