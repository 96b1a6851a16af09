/**
 * A figure that Event Timing may not have reported: `undefined` stands for "under the 16 ms
 * threshold" (no entry), which sorts below every reported figure.
 */
export type Reported = number | undefined;

export const EVENT_THRESHOLD_MS = 16;

/** The nearest-rank percentile `p` (0–100) of `values`; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

/** The percentile of figures some of which were under the threshold: `undefined` if it is one of them. */
export function reportedPercentile(values: Reported[], p: number): Reported {
  const reported = values.filter((value): value is number => value !== undefined);
  const under = values.length - reported.length;
  const rank = Math.max(1, Math.ceil((p / 100) * values.length));
  if (rank <= under) return undefined;
  return [...reported].sort((a, b) => a - b)[rank - under - 1];
}

/** A figure in milliseconds for the tables: one decimal, "< 16" for one under the threshold. */
export function ms(value: Reported): string {
  return value === undefined ? `< ${EVENT_THRESHOLD_MS}` : String(Math.round(value * 10) / 10);
}

/** Ilha ÷ Puck, two decimals; an upper bound ("< x") when Ilha's figure was under the threshold. */
export function ratio(ilha: Reported, puck: Reported): string {
  if (puck === undefined) return "n/a (Puck under 16 ms)";
  if (ilha === undefined) return `< ${(EVENT_THRESHOLD_MS / puck).toFixed(2)}`;
  return (ilha / puck).toFixed(2);
}
