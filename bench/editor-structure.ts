import type { ProbeRecord } from "./editor-probe.ts";
import type { Reported } from "./editor-stats.ts";
import {
  installProbes,
  readProbes,
  resetProbes,
  type StructureTarget,
  waitForQuiet,
  waitForValue,
} from "./editor-target.ts";

export const STRUCTURAL_EDITS = ["insert", "duplicate", "delete", "move"] as const;
export type StructuralEdit = (typeof STRUCTURAL_EDITS)[number];

/**
 * Repetitions in a round: moves go up and down in turn; what is added is deleted again. An edit's
 * time spreads over a frame's length (where in the frame the click falls), so the quick edits are
 * repeated more for a median that does not move with the run.
 */
const REPEATS = { moves: 12, duplicates: 4, inserts: 6 } as const;
/** Time after a change's frame in which a long task still counts as the edit's. */
const TAIL_MS = 300;

export type EditTiming = {
  /** The click to the end of the first frame after the page's blocks changed. */
  clickToPaintMs: number;
  /** Event Timing: the click event's duration (click to next paint); under 16 ms unreported. */
  clickEventMs: Reported;
  longestTaskMs: number;
};

export type StructureRound = Record<StructuralEdit, EditTiming[]>;

function timingOf(records: ProbeRecord[]): EditTiming {
  const change = records.find((record) => record.change.paint !== undefined)?.change;
  const changed = change?.changed ?? 0;
  const paint = change?.paint ?? 0;
  const click = Math.max(
    ...records.flatMap((record) => record.clicks).filter((time) => time <= changed),
  );
  const clickEvent = records
    .flatMap((record) => record.events)
    .find((event) => event.name === "click" && Math.abs(event.start - click) < 1);
  const tasks = records
    .flatMap((record) => record.longTasks)
    .filter((task) => task.start + task.duration >= click && task.start <= paint + TAIL_MS);
  return {
    clickToPaintMs: paint - click,
    clickEventMs: clickEvent?.duration,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

/** Clicks, and times the click to the frame that shows the page's blocks changed. */
export async function timeClick(
  target: StructureTarget,
  click: () => Promise<void>,
): Promise<EditTiming> {
  const { page, blocks } = target;
  await waitForQuiet(page);
  await installProbes(page);
  await resetProbes(page);
  await target
    .canvas()
    .evaluate(
      `window.__benchProbe.watch(${JSON.stringify(blocks.selector)}, ${JSON.stringify(blocks.attribute)})`,
    );
  await click();
  await waitForValue({
    frame: target.canvas(),
    expression: "window.__benchProbe.change.paint",
    timeoutMs: 15_000,
  });
  await page.waitForTimeout(TAIL_MS);
  const timing = timingOf(await readProbes(page));
  await target.settle();
  return timing;
}

/**
 * Moves the block in the middle of the page up and down, duplicates it, inserts blocks from the
 * library (where the editor has one), then deletes as many blocks from the middle as were added:
 * the page ends as long as it began.
 */
export async function measureStructure(target: StructureTarget): Promise<StructureRound> {
  const round: StructureRound = { insert: [], duplicate: [], delete: [], move: [] };
  const count = await target.canvas().locator(target.blocks.selector).count();
  const middle = () => target.blockId(Math.floor(count / 2));
  const id = await middle();
  await target.select(id);
  for (let repeat = 0; repeat < REPEATS.moves; repeat += 1) {
    const button = target.toolbarButton(repeat % 2 === 0 ? "Move up" : "Move down");
    round.move.push(await timeClick(target, () => button.click()));
  }
  for (let repeat = 0; repeat < REPEATS.duplicates; repeat += 1) {
    await target.select(id);
    round.duplicate.push(await timeClick(target, () => target.toolbarButton("Duplicate").click()));
  }
  const { library } = target;
  if (library !== undefined) {
    for (let repeat = 0; repeat < REPEATS.inserts; repeat += 1) {
      await library.open();
      round.insert.push(await timeClick(target, () => library.choice().click()));
    }
  }
  const added = round.duplicate.length + round.insert.length;
  for (let repeat = 0; repeat < added; repeat += 1) {
    await target.select(await middle());
    round.delete.push(await timeClick(target, () => target.toolbarButton("Delete").click()));
  }
  return round;
}
