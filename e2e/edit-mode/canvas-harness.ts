import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { watchProblems } from "../support/browser.ts";
import { suiteBrowser } from "../support/suite-browser.ts";
import {
  type CanvasRecord,
  type HeaderKind,
  READY_ATTRIBUTE,
  RECORD_KEY,
} from "./canvas-contract.ts";
import { type ServedCanvas, serveEditCanvas } from "./serve-canvas.ts";

/**
 * The edit canvas for a spec file: built and served, with a browser, before its tests and closed
 * after them; `timings` are printed at the end (`label` names them).
 */
export function editCanvasHarness(label: string) {
  let browser: Browser;
  let canvas: ServedCanvas;
  const timings: string[] = [];

  beforeAll(async () => {
    [browser, canvas] = await Promise.all([suiteBrowser(), serveEditCanvas()]);
    timings.push(`edit canvas built in ${Math.round(canvas.buildMs)} ms`);
  });

  afterAll(async () => {
    await browser?.close();
    await canvas?.close();
    if (timings.length > 0) console.info(`${label} timings:\n  ${timings.join("\n  ")}`);
  });

  /** The canvas in a page of its own, at `width`, showing every section kind with `header`. */
  async function openCanvas(colorMode: string, width: number, header: HeaderKind) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${canvas.url}?colorMode=${colorMode}&header=${header}`, {
      waitUntil: "networkidle",
    });
    try {
      await page.waitForSelector(`html[${READY_ATTRIBUTE}="${header} ${colorMode}"]`, {
        state: "attached",
        timeout: 15_000,
      });
    } catch (error) {
      throw new Error(`The edit canvas did not render: ${JSON.stringify(problems)}`, {
        cause: error,
      });
    }
    return { page, problems, close: () => context.close() };
  }

  return { openCanvas, timings };
}

/** What the canvas recorded of the edit kit's calls (operations, image requests). */
export async function recordOf(page: Page): Promise<CanvasRecord> {
  const record = await page.evaluate(
    (key) => (window as unknown as Record<string, CanvasRecord | undefined>)[key],
    RECORD_KEY,
  );
  if (record === undefined) throw new Error("The canvas keeps a record on window");
  return record;
}
