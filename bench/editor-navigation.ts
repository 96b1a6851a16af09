import { typableWatchSource } from "./editor-probe.ts";
import {
  type EditorTarget,
  isLeft,
  measuredAlone,
  waitForQuiet,
  waitForValue,
} from "./editor-target.ts";

/** Warm loads of each editor, in turn, after the load that filled the cache. */
export const WARM_LOADS = 5;

/** Has the page watch, on every load, for the moment it accepts typing. */
export async function watchTypable(target: EditorTarget): Promise<void> {
  await target.page.addInitScript(typableWatchSource(target.navigation));
}

/**
 * From the navigation's start to the page accepting typing (`watchTypable` first), in ms; then
 * waits until the page has finished its load (the rest of a long page drawn, images decoded),
 * which would slow the load timed next, its own or the other editor's.
 */
async function timeToTypable(target: EditorTarget): Promise<number> {
  if (!isLeft(target)) await target.settle();
  await target.page.goto(target.navigation.url);
  const time = await waitForValue<number>({
    frame: target.page,
    expression: "window.__benchTypable",
  });
  await waitForQuiet(target.page);
  return time;
}

/**
 * `WARM_LOADS` loads of each target, the targets taking turns, each alone in the browser (the
 * other's page left for a blank one, `measuredAlone`); each one's times in order.
 */
export async function measureNavigation(targets: EditorTarget[]): Promise<number[][]> {
  const times: number[][] = targets.map(() => []);
  for (let load = 0; load < WARM_LOADS; load += 1) {
    for (const [index, target] of targets.entries()) {
      // Not opened first when it was left: the load timed below opens it.
      await measuredAlone(target, targets, { isOpening: false });
      // A tab brought to the front draws its page again first.
      await waitForQuiet(target.page);
      times[index]?.push(await timeToTypable(target));
    }
  }
  return times;
}
