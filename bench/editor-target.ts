import type { Frame, Locator, Page } from "playwright-core";
import { PROBE_SOURCE, type ProbeRecord } from "./editor-probe.ts";

/** The structural edits both editors measure: the buttons of a selected block's toolbar. */
export type ToolbarEdit = "Move up" | "Move down" | "Duplicate" | "Delete";

/** One editor, driven the same way as the other: what the benchmark needs of it. */
export type EditorTarget = {
  name: string;
  page: Page;
  /** Opens the editor and waits until its page of blocks is shown. */
  open: () => Promise<void>;
  /** The frame that renders the page being edited. */
  canvas: () => Frame;
  /** The blocks of the page in the canvas, and the attribute naming each (its id). */
  blocks: { selector: string; attribute: string };
  /** The id of the first block at or after `index` on the page that has a text to type into. */
  blockId: (index: number) => Promise<string>;
  /** Selects the block `id` (its toolbar shows). */
  select: (id: string) => Promise<void>;
  /** A button of the selected block's toolbar. */
  toolbarButton: (edit: ToolbarEdit) => Locator;
  /** A section library, where there is one: opening it, and the choice that inserts a block. */
  library?: { open: () => Promise<void>; choice: () => Locator };
  /** Puts the caret in a text of the block `id`, its whole text selected. */
  focusText: (id: string) => Promise<void>;
  /** Waits until the editor has nothing left to do in the background (saving). */
  settle: () => Promise<void>;
  /** What a visitor of the editor loads: its address, and where typing becomes possible. */
  navigation: { url: string; frameSelector: string; readySelector: string };
};

/** What structural edits need of a page: an editor, or the browser alone. */
export type StructureTarget = Pick<
  EditorTarget,
  | "name"
  | "page"
  | "canvas"
  | "blocks"
  | "blockId"
  | "select"
  | "toolbarButton"
  | "library"
  | "settle"
>;

/** What typing needs of a page to type into: an editor, or the browser alone. */
export type TypingTarget = Pick<
  EditorTarget,
  "name" | "page" | "canvas" | "blocks" | "blockId" | "focusText" | "settle"
>;

/**
 * Waits until `expression` is truthy in `frame` and returns its value. It polls with `evaluate`,
 * which the editor's Content Security Policy allows (`waitForFunction` of a string would `eval`).
 */
export async function waitForValue<T>({
  frame,
  expression,
  timeoutMs = 60_000,
}: {
  frame: Frame | Page;
  expression: string;
  timeoutMs?: number;
}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = (await frame.evaluate(expression)) as T | null | undefined | false | 0;
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** The span over which a page's main thread is judged quiet, and the share of it it may work. */
const QUIET_MS = 500;
const QUIET_SHARE = 0.05;
/**
 * The longest wait for it: a page that does not go quiet is measured anyway, after this (a page
 * an animation keeps drawing, as Ilha's canvas did once a query by role had styled its undrawn
 * sections, see BENCHMARKS.md).
 */
const QUIET_TIMEOUT_MS = 5_000;

/**
 * Waits until the page has stopped working: its main thread (Chromium's own count of its tasks'
 * time, every same-origin frame included) busy under 5% of half a second. Each measure starts on
 * a quiet machine: what an editor still does after the last one (a page drawn in steps, images
 * decoded, a save) would otherwise be counted in the next one, its own or the other editor's,
 * on the machine's two cores.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const busyMs = async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    return (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0) * 1000;
  };
  try {
    await session.send("Performance.enable");
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    let before = await busyMs();
    while (Date.now() < deadline) {
      await page.waitForTimeout(QUIET_MS);
      const after = await busyMs();
      if (after - before < QUIET_MS * QUIET_SHARE) return;
      before = after;
    }
  } finally {
    await session.detach();
  }
}

/** The probe in every window of the page (the shell's and the canvas's). */
export async function installProbes(page: Page): Promise<void> {
  await Promise.all(page.frames().map((frame) => frame.evaluate(PROBE_SOURCE)));
}

export async function resetProbes(page: Page): Promise<void> {
  await Promise.all(
    page
      .frames()
      .map((frame) => frame.evaluate("window.__benchProbe && window.__benchProbe.reset()")),
  );
}

/** What every window's probe recorded. */
export async function readProbes(page: Page): Promise<ProbeRecord[]> {
  const records = await Promise.all(
    page
      .frames()
      .map(
        (frame) =>
          frame.evaluate(
            "window.__benchProbe ? JSON.parse(JSON.stringify(window.__benchProbe)) : null",
          ) as Promise<ProbeRecord | null>,
      ),
  );
  return records.filter((record): record is ProbeRecord => record !== null);
}

/** Where a page waits while another target is measured. */
const BLANK = "about:blank";

/** A target's page, as `measuredAlone` needs it: opened, settled, and left. */
type Openable = Pick<EditorTarget, "page" | "open" | "settle">;

/** Whether `target`'s page was left for a blank one (`measuredAlone`). */
export const isLeft = (target: Pick<EditorTarget, "page">) => target.page.url() === BLANK;

/**
 * Leaves only `current` open in the browser, brought to the front: every other target's page,
 * once its editor has settled, is left for a blank one, and `current` is opened again when it was
 * left (unless `isOpening` is false: a navigation's measure loads it itself). Headless Chromium draws every page, in front or not (a tab behind another draws nothing in
 * a person's browser), and Puck's page keeps a hidden loader's animation running at 60 frames a
 * second: left open, it took the cores from the editor measured beside it (see BENCHMARKS.md).
 */
export async function measuredAlone(
  current: Openable,
  targets: Openable[],
  { isOpening = true }: { isOpening?: boolean } = {},
): Promise<void> {
  for (const other of targets) {
    if (other === current || isLeft(other)) continue;
    await other.settle();
    await other.page.goto(BLANK);
  }
  await current.page.bringToFront();
  if (isOpening && isLeft(current)) await current.open();
}
