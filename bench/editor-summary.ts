import { median } from "./median.ts";
import type { EditTiming, StructuralEdit, StructureRound } from "./editor-structure.ts";
import { percentile, type Reported, reportedPercentile } from "./editor-stats.ts";
import type { TypingRound } from "./editor-typing.ts";

export type TypingSummary = {
  keys: number;
  /** Keys none of whose events Event Timing reported (each under 16 ms). */
  keysUnder: number;
  handlingP95: Reported;
  paintP95: Reported;
  probeHandlingP95: number;
  probePaintMedian: number;
  probePaintP95: number;
  longestTaskMs: number;
  longestTaskAfterMs: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The keys of every round together. */
export function summarizeTyping(rounds: TypingRound[]): TypingSummary {
  const keys = rounds.flatMap((round) => round.keys);
  const paints = keys.flatMap((key) => (key.probePaintMs === undefined ? [] : [key.probePaintMs]));
  return {
    keys: keys.length,
    keysUnder: keys.filter((key) => key.paintMs === undefined).length,
    handlingP95: reportedPercentile(
      keys.map((key) => key.handlingMs),
      95,
    ),
    paintP95: reportedPercentile(
      keys.map((key) => key.paintMs),
      95,
    ),
    probeHandlingP95: round1(
      percentile(
        keys.map((key) => key.probeHandlingMs),
        95,
      ),
    ),
    probePaintMedian: round1(median(paints)),
    probePaintP95: round1(percentile(paints, 95)),
    longestTaskMs: Math.max(0, ...rounds.map((round) => round.longestTaskMs)),
    longestTaskAfterMs: Math.max(0, ...rounds.map((round) => round.longestTaskAfterMs)),
  };
}

export type EditSummary = {
  count: number;
  medianMs: number;
  maxMs: number;
  /** Event Timing's click durations: median and longest (`undefined`: under 16 ms). */
  clickEventMedian: Reported;
  clickEventMax: Reported;
  longestTaskMs: number;
};

function summarizeEdits(timings: EditTiming[]): EditSummary {
  const clicks = timings.map((timing) => timing.clickToPaintMs);
  const events = timings.map((timing) => timing.clickEventMs);
  return {
    count: timings.length,
    medianMs: round1(median(clicks)),
    maxMs: round1(Math.max(0, ...clicks)),
    clickEventMedian: reportedPercentile(events, 50),
    clickEventMax: reportedPercentile(events, 100),
    longestTaskMs: Math.max(0, ...timings.map((timing) => timing.longestTaskMs)),
  };
}

/** Each kind of edit over every round. */
export function summarizeStructure(
  rounds: StructureRound[],
): Record<StructuralEdit, EditSummary | undefined> {
  const of = (edit: StructuralEdit) => {
    const timings = rounds.flatMap((round) => round[edit]);
    return timings.length === 0 ? undefined : summarizeEdits(timings);
  };
  return {
    insert: of("insert"),
    duplicate: of("duplicate"),
    delete: of("delete"),
    move: of("move"),
  };
}
