import { loadavg } from "node:os";
import { buildEditor, EDITOR_DIST, isEditorBuildCurrent } from "@ilha/editor/build";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser.ts";
import { editorFirstLoadKb, firstLoadJs } from "./editor-bundle-size.ts";
import { floorTarget } from "./editor-floor-target.ts";
import { startIlhaEditorSite } from "./editor-ilha-site.ts";
import { ilhaTarget } from "./editor-ilha-target.ts";
import { measureNavigation, watchTypable } from "./editor-navigation.ts";
import { servePuckApp } from "./editor-puck-app.ts";
import { puckTarget } from "./editor-puck-target.ts";
import { measureStructure, type StructureRound } from "./editor-structure.ts";
import { type EditorTarget, measuredAlone, type TypingTarget } from "./editor-target.ts";
import { measureTyping, type TypingRound } from "./editor-typing.ts";

export type Pair<T> = { ilha: T; puck: T };

export type EditorFigures = {
  sections: number;
  rounds: number;
  startedAt: string;
  endedAt: string;
  /** `os.loadavg()` (1, 5 and 15 minutes) at the start and at the end. */
  loadAverage: { start: number[]; end: number[] };
  firstLoadKb: { shell: number; canvas: number; together: number; puck: number };
  /** Typing and structural edits in each editor, and in the page of the browser alone (the floor). */
  typing: Pair<TypingRound[]> & { floor: TypingRound[] };
  structure: Pair<StructureRound[]> & { floor: StructureRound[] };
  /** Navigation to a page that accepts typing, warm cache, in ms: each load. */
  navigation: Pair<number[]>;
};

const VIEWPORT = { width: 1440, height: 900 };

async function editorPage(browser: Browser, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (token !== undefined) {
    await context.addInitScript((session) => {
      if (window === window.top) localStorage.setItem("ilha.session", session);
    }, token);
  }
  const page = await context.newPage();
  // Leaving a page with edits on their way is confirmed, as the owner would.
  page.on("dialog", (dialog) => void dialog.accept());
  return page;
}

/**
 * Rounds of each measure, the targets taking turns (and turns at going first), each measured
 * alone in the browser (`measuredAlone`).
 */
async function alternate<
  Name extends string,
  Target extends TypingTarget & Pick<EditorTarget, "open">,
  T,
>({
  targets,
  rounds,
  measure,
}: {
  targets: Record<Name, Target>;
  rounds: number;
  measure: (target: Target) => Promise<T>;
}): Promise<Record<Name, T[]>> {
  const names = Object.keys(targets) as Name[];
  const results = Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<
    Name,
    T[]
  >;
  for (let round = 0; round < rounds; round += 1) {
    const first = round % names.length;
    for (const name of [...names.slice(first), ...names.slice(0, first)]) {
      await measuredAlone(targets[name], Object.values<Target>(targets));
      results[name].push(await measure(targets[name]));
    }
  }
  return results;
}

/**
 * Ilha's editor on a page of `sections` sections made of the template's, and Puck on a page of as
 * many text blocks, in one Chromium, measured the same way in alternating rounds; typing and
 * structural edits also in a page of as many paragraphs with no editor (the browser alone), the
 * floor of any editor's.
 */
export async function measureEditor({
  sections = 300,
  rounds = 3,
}: {
  sections?: number;
  rounds?: number;
} = {}): Promise<EditorFigures> {
  const startedAt = new Date().toISOString();
  const start = loadavg();
  if (!(await isEditorBuildCurrent())) await buildEditor();
  const editorKb = await editorFirstLoadKb(EDITOR_DIST);
  const site = await startIlhaEditorSite(sections);
  const app = await servePuckApp();
  const puckKb = (await firstLoadJs(app.outDir, "index.html")).kb;
  const browser = await launchBrowser();
  try {
    const targets: Pair<EditorTarget> = {
      ilha: ilhaTarget({ page: await editorPage(browser, site.token), site }),
      puck: puckTarget({ page: await editorPage(browser), url: app.url, blocks: sections }),
    };
    const floor = floorTarget({ page: await editorPage(browser), blocks: sections });
    for (const target of [targets.ilha, targets.puck]) {
      await watchTypable(target);
      await target.page.bringToFront();
      await target.open();
    }
    await floor.page.bringToFront();
    await floor.open();
    const typing = await alternate({
      targets: { ...targets, floor },
      rounds,
      measure: measureTyping,
    });
    const structure = await alternate({
      targets: { ...targets, floor },
      rounds,
      measure: measureStructure,
    });
    const [ilhaLoads = [], puckLoads = []] = await measureNavigation([targets.ilha, targets.puck]);
    return {
      sections,
      rounds,
      startedAt,
      endedAt: new Date().toISOString(),
      loadAverage: { start, end: loadavg() },
      firstLoadKb: { ...editorKb, puck: puckKb },
      typing,
      structure,
      navigation: { ilha: ilhaLoads, puck: puckLoads },
    };
  } finally {
    await browser.close();
    await app.close();
    await site.ilha.stop();
  }
}
