import type { ProbeEvent, ProbeRecord } from "./editor-probe.ts";
import type { Reported } from "./editor-stats.ts";
import {
  installProbes,
  readProbes,
  resetProbes,
  type TypingTarget,
  waitForQuiet,
} from "./editor-target.ts";

/**
 * Typed at a human pace after a warm-up: 60 letters and spaces, each key held 40 to 60 ms (50 on
 * average) before the next. The times follow one fixed sequence, the same for both editors and in
 * every run, that is no multiple of a frame: keys a fixed 50 ms apart (three frames at 60 Hz)
 * would all fall at the same moment of the frame, so a whole run would measure one moment, lucky
 * or not, instead of where a person's keys fall (anywhere in it).
 */
export const TYPING = {
  warmUp: "warm up ",
  text: "Porto Santo on two wheels, scooters and cars by a golden sea",
  delayMs: { min: 40, max: 60 },
} as const;

/** The fixed sequence of key times: a small pseudo-random generator (mulberry32) of seed 1. */
export function keyDelays(count: number): number[] {
  let seed = 1;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const { min, max } = TYPING.delayMs;
  return Array.from({ length: count }, () => Math.round(min + next() * (max - min)));
}

/** Types `text` a key at a time, each held for the next of the fixed key times. */
async function typeText(page: TypingTarget["page"], text: string): Promise<void> {
  const delays = keyDelays(text.length);
  for (const [index, key] of [...text].entries()) {
    await page.keyboard.press(key, { delay: delays[index] });
  }
}

const KEY_EVENTS = new Set(["keydown", "keypress", "beforeinput", "input", "keyup"]);
/** Long enough after the last key for the editor to report the text and save it. */
const PAUSE_MS = 2_500;

export type KeyTiming = {
  /** Event Timing: the processing of the key's events; `undefined` when none reached 16 ms. */
  handlingMs: Reported;
  /** Event Timing: the longest duration of the key's events (input to next paint). */
  paintMs: Reported;
  /** The probe: time in the key's listeners, window capture to window bubble. */
  probeHandlingMs: number;
  /** The probe: keydown to the end of the frame after its input event. */
  probePaintMs: number | undefined;
};

export type TypingRound = {
  keys: KeyTiming[];
  /** The longest task while typing, and in the pause after it (the text reported and saved). */
  longestTaskMs: number;
  longestTaskAfterMs: number;
};

/**
 * The time a key's events were processed: the union of their processing spans (the browser
 * dispatches `beforeinput` and `input` inside `keypress`'s handling, so their spans nest).
 */
function processingTime(events: ProbeEvent[]): number {
  const spans = events
    .map((event) => [event.processingStart, event.processingEnd] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    if (end > reached) total += end - Math.max(start, reached);
    reached = Math.max(reached, end);
  }
  return total;
}

/** Event Timing's entries of each key: those starting from its keydown to the next key's. */
function keyTimings(records: ProbeRecord[]): KeyTiming[] {
  const keys = records.flatMap((record) => record.keys).sort((a, b) => a.down - b.down);
  const events = records
    .flatMap((record) => record.events)
    .filter((event) => KEY_EVENTS.has(event.name));
  return keys.map((key, index) => {
    const end = keys[index + 1]?.down ?? Number.POSITIVE_INFINITY;
    const own = events.filter((event) => event.start >= key.down - 0.5 && event.start < end - 0.5);
    return {
      handlingMs: own.length === 0 ? undefined : processingTime(own),
      paintMs: own.length === 0 ? undefined : Math.max(...own.map((event) => event.duration)),
      probeHandlingMs: key.handling,
      probePaintMs: key.paint === undefined || key.paint === 0 ? undefined : key.paint - key.down,
    };
  });
}

function longestTask(records: ProbeRecord[], from: number, to: number): number {
  const tasks = records
    .flatMap((record) => record.longTasks)
    .filter((task) => task.start + task.duration >= from && task.start <= to);
  return Math.max(0, ...tasks.map((task) => task.duration));
}

/** Types into a text of the block in the middle of the page, after a warm-up in the same text. */
export async function measureTyping(target: TypingTarget): Promise<TypingRound> {
  const { page } = target;
  const count = await target.canvas().locator(target.blocks.selector).count();
  const id = await target.blockId(Math.floor(count / 2));
  await target.focusText(id);
  await typeText(page, TYPING.warmUp);
  await page.waitForTimeout(PAUSE_MS);
  await target.settle();
  await waitForQuiet(page);
  await installProbes(page);
  await resetProbes(page);
  await typeText(page, TYPING.text);
  await page.waitForTimeout(200);
  const typed = await readProbes(page);
  const text = await target.canvas().evaluate("document.activeElement?.textContent ?? ''");
  if (!String(text).includes(TYPING.text)) {
    throw new Error(`${target.name}: the typed text did not reach the text (it reads "${text}")`);
  }
  const downs = typed.flatMap((record) => record.keys.map((key) => key.down));
  const first = Math.min(...downs);
  const last = Math.max(...downs);
  await page.waitForTimeout(PAUSE_MS);
  const after = await readProbes(page);
  await target.settle();
  return {
    keys: keyTimings(typed),
    longestTaskMs: longestTask(typed, first, last + 200),
    longestTaskAfterMs: longestTask(after, last + 200, Number.POSITIVE_INFINITY),
  };
}
