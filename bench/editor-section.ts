import type { EditorFigures } from "./editor-benchmark.ts";
import { EVENT_THRESHOLD_MS, ms, type Reported, ratio } from "./editor-stats.ts";
import {
  type EditSummary,
  summarizeStructure,
  summarizeTyping,
  type TypingSummary,
} from "./editor-summary.ts";
import { TYPING } from "./editor-typing.ts";
import { median } from "./median.ts";

/** The issue's budgets for the editor on a page of 300 sections. */
export const EDITOR_BUDGETS = {
  keyHandlingMs: 16,
  keyToPaintMs: 50,
  structuralEditMs: 50,
  longTaskMs: 100,
  typableMs: 1500,
  firstLoadKb: 300,
  shareOfPuck: 0.5,
} as const;

const verdict = (isPass: boolean) => (isPass ? "pass" : "fail");
const within = (value: Reported, budget: number) => value === undefined || value <= budget;

function ratioCell({ ilha, puck }: { ilha: Reported; puck: Reported }): string {
  const value = ratio(ilha, puck);
  const bound = Number(value.replace("< ", ""));
  if (Number.isNaN(bound)) return `| ${value} | ≤ ${EDITOR_BUDGETS.shareOfPuck} |`;
  return `| ${value} | ≤ ${EDITOR_BUDGETS.shareOfPuck} (${verdict(bound <= EDITOR_BUDGETS.shareOfPuck)}) |`;
}

const editCell = (edit: EditSummary | undefined) =>
  edit === undefined ? "not measured" : `${edit.medianMs} (max ${edit.maxMs})`;

function budgetRows(figures: EditorFigures, typing: TypingSummary): string[] {
  const structure = summarizeStructure(figures.structure.ilha);
  const typable = median(figures.navigation.ilha);
  const budget = EDITOR_BUDGETS;
  const editRow = (name: string, edit: EditSummary | undefined) =>
    `| ${name}: click to the frame showing it, median (max) of ${edit?.count ?? 0} (ms) | ${editCell(edit)} | ≤ ${budget.structuralEditMs} (${verdict(edit !== undefined && edit.medianMs <= budget.structuralEditMs)}) |`;
  const longest = Math.max(...Object.values(structure).map((edit) => edit?.longestTaskMs ?? 0));
  const eachKind = Object.entries(structure)
    .map(([kind, edit]) => `${kind} ${edit?.longestTaskMs ?? "not measured"}`)
    .join(", ");
  return [
    `| Typing: event handling per key, p95 (ms) | ${ms(typing.handlingP95)} | ≤ ${budget.keyHandlingMs} (${verdict(within(typing.handlingP95, budget.keyHandlingMs))}) |`,
    `| Typing: input to next paint per key, p95 (ms) | ${ms(typing.paintP95)} | ≤ ${budget.keyToPaintMs} (${verdict(within(typing.paintP95, budget.keyToPaintMs))}) |`,
    `| Typing: keys with no Event Timing entry (each under 16 ms) | ${typing.keysUnder} of ${typing.keys} | |`,
    `| Typing: longest task while typing; after the pause (text reported, saved) (ms) | ${typing.longestTaskMs}; ${typing.longestTaskAfterMs} | |`,
    editRow('Insert a section (library, "Add Pricing")', structure.insert),
    editRow("Delete a section", structure.delete),
    editRow("Move a section (up, down)", structure.move),
    editRow("Duplicate a section", structure.duplicate),
    `| Longest task in a structural edit (ms; each kind's) | ${longest} (${eachKind}) | ≤ ${budget.longTaskMs} (${verdict(longest <= budget.longTaskMs)}) |`,
    `| Navigation to a page that accepts typing, warm cache, median of ${figures.navigation.ilha.length} (ms) | ${Math.round(typable)} | ≤ ${budget.typableMs} (${verdict(typable <= budget.typableMs)}) |`,
    `| Editor's first-load JavaScript (KB gzipped) | ${figures.firstLoadKb.shell} | ≤ ${budget.firstLoadKb} (${verdict(figures.firstLoadKb.shell <= budget.firstLoadKb)}) |`,
    `| Canvas's own first-load JavaScript (KB gzipped) | ${figures.firstLoadKb.canvas} | |`,
    `| Editor and canvas together, each file once (KB gzipped) | ${figures.firstLoadKb.together} | |`,
  ];
}

function sideBySideRows(figures: EditorFigures, ilha: TypingSummary, puck: TypingSummary) {
  const edits = {
    ilha: summarizeStructure(figures.structure.ilha),
    puck: summarizeStructure(figures.structure.puck),
  };
  const pairRow = ({
    name,
    pair,
    hasBudget = true,
  }: {
    name: string;
    pair: { ilha: Reported; puck: Reported };
    hasBudget?: boolean;
  }) =>
    `| ${name} | ${ms(pair.ilha)} | ${ms(pair.puck)} ${hasBudget ? ratioCell(pair) : `| ${ratio(pair.ilha, pair.puck)} | |`}`;
  const editRows = (["insert", "duplicate", "delete", "move"] as const).flatMap((edit) => [
    pairRow({
      name: `${edit}: click to the frame showing it, median (ms)`,
      pair: { ilha: edits.ilha[edit]?.medianMs, puck: edits.puck[edit]?.medianMs },
    }),
    pairRow({
      name: `${edit}: Event Timing click duration, median (ms)`,
      pair: { ilha: edits.ilha[edit]?.clickEventMedian, puck: edits.puck[edit]?.clickEventMedian },
      hasBudget: false,
    }),
  ]);
  return [
    pairRow({
      name: "Typing: event handling per key, p95 (ms)",
      pair: { ilha: ilha.handlingP95, puck: puck.handlingP95 },
    }),
    pairRow({
      name: "Typing: input to next paint per key, p95 (ms)",
      pair: { ilha: ilha.paintP95, puck: puck.paintP95 },
    }),
    `| Typing: keys with no Event Timing entry | ${ilha.keysUnder} of ${ilha.keys} | ${puck.keysUnder} of ${puck.keys} | | |`,
    pairRow({
      name: "Typing (probe): time in the key's listeners, p95 (ms)",
      pair: { ilha: ilha.probeHandlingP95, puck: puck.probeHandlingP95 },
      hasBudget: false,
    }),
    pairRow({
      name: "Typing (probe): keydown to the next frame, p95 (ms)",
      pair: { ilha: ilha.probePaintP95, puck: puck.probePaintP95 },
      hasBudget: false,
    }),
    ...editRows,
    pairRow({
      name: "Navigation to a page that accepts typing, median (ms)",
      pair: { ilha: median(figures.navigation.ilha), puck: median(figures.navigation.puck) },
      hasBudget: false,
    }),
    `| First-load JavaScript (KB gzipped; Ilha: editor and canvas) | ${figures.firstLoadKb.together} | ${figures.firstLoadKb.puck} | | |`,
  ];
}

/**
 * Typing in each editor beside the page of the browser alone: the floor no editor can go under,
 * and whether half of Puck's input to next paint lies under it.
 */
function floorTable(ilha: TypingSummary, puck: TypingSummary, floor: TypingSummary): string {
  const row = (name: string, pick: (summary: TypingSummary) => Reported | string) =>
    `| ${name} | ${[ilha, puck, floor]
      .map((summary) => {
        const value = pick(summary);
        return typeof value === "string" ? value : ms(value);
      })
      .join(" | ")} |`;
  const half = puck.paintP95 === undefined ? undefined : puck.paintP95 * EDITOR_BUDGETS.shareOfPuck;
  const halfText = `Half of Puck's input to next paint, ${ms(half)} ms,`;
  const reach =
    half === undefined
      ? "Puck's input to next paint was under 16 ms, so half of it is not measured"
      : floor.paintP95 === undefined
        ? half < EVENT_THRESHOLD_MS
          ? `${halfText} is under Event Timing's 16 ms, as is the browser alone's: whether an editor could meet it is not measured`
          : `${halfText} is over the browser alone's (under 16 ms)`
        : half < floor.paintP95
          ? `${halfText} is under the browser alone's ${ms(floor.paintP95)} ms: no editor could meet it in this run`
          : `${halfText} is at or over the browser alone's ${ms(floor.paintP95)} ms`;
  return `| typing | Ilha | Puck | the browser alone |
| --- | --- | --- | --- |
${row("Input to next paint per key, p95 (ms)", (summary) => summary.paintP95)}
${row("Keys with no Event Timing entry (each under 16 ms)", (summary) => `${summary.keysUnder} of ${summary.keys}`)}
${row("Event handling per key, p95 (ms)", (summary) => summary.handlingP95)}
${row("Probe: keydown to the next frame, median (ms)", (summary) => summary.probePaintMedian)}
${row("Probe: keydown to the next frame, p95 (ms)", (summary) => summary.probePaintP95)}

${reach}.`;
}

/**
 * Structural edits in each editor beside the page of the browser alone, which does each with one
 * DOM call: how much of half of Puck's time is left over the browser's own.
 */
function structureFloorTable(figures: EditorFigures): string {
  const [ilha, puck, floor] = [
    figures.structure.ilha,
    figures.structure.puck,
    figures.structure.floor,
  ].map(summarizeStructure);
  const edits = ["move", "duplicate", "delete"] as const;
  const rows = edits.map(
    (edit) =>
      `| ${edit} | ${[ilha, puck, floor].map((summary) => ms(summary?.[edit]?.medianMs)).join(" | ")} |`,
  );
  const reach = edits.map((edit) => {
    const half = (puck?.[edit]?.medianMs ?? Number.NaN) * EDITOR_BUDGETS.shareOfPuck;
    const alone = floor?.[edit]?.medianMs ?? Number.NaN;
    if (Number.isNaN(half) || Number.isNaN(alone)) return `${edit}: not measured`;
    return half < alone
      ? `half of Puck's ${edit}, ${ms(half)} ms, is under the browser alone's ${ms(alone)} ms: no editor could meet it in this run`
      : `half of Puck's ${edit}, ${ms(half)} ms, leaves ${ms(half - alone)} ms over the browser alone's ${ms(alone)} ms for an editor's own work`;
  });
  return `| structural edit: click to the frame showing it, median (ms) | Ilha | Puck | the browser alone |
| --- | --- | --- | --- |
${rows.join("\n")}

${reach.map((line) => line[0]?.toUpperCase() + line.slice(1)).join(". ")}.`;
}

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");

/** The BENCHMARKS.md section of `measureEditor`'s figures. */
export function editorSection(figures: EditorFigures): string {
  const ilha = summarizeTyping(figures.typing.ilha);
  const puck = summarizeTyping(figures.typing.puck);
  const floor = summarizeTyping(figures.typing.floor);
  return `## Editor (a page of ${figures.sections} sections, Debian's Chromium, side by side with Puck)

Measured from ${figures.startedAt.slice(0, 16).replace("T", " ")} to ${figures.endedAt.slice(11, 16)} UTC;
load average (1, 5, 15 min) ${load(figures.loadAverage.start)} at the start and ${load(figures.loadAverage.end)} at the end.

| measure | figure | budget |
| --- | --- | --- |
${budgetRows(figures, ilha).join("\n")}

| measure | Ilha | Puck | Ilha ÷ Puck | budget |
| --- | --- | --- | --- | --- |
${sideBySideRows(figures, ilha, puck).join("\n")}

${floorTable(ilha, puck, floor)}

${structureFloorTable(figures)}

Ilha runs as \`ilha serve\` on a fresh data directory: an owner signs up, makes a site from the
vehicle-rental template and puts on its home page its header, ${figures.sections - 2} copies of the
template's body sections (every page's, in turn, each with an id of its own) and its footer, in
both languages. Puck (\`@puckeditor/core\`, \`bench/puck\`: a package of its own, with its own lock,
which the bench installs there with \`npm ci\` when it is missing) is built with Vite and served by the
preview server with a page of ${figures.sections} text blocks whose text is edited inline; its
action bar gains "Move up", "Move down" and "Insert below" buttons that dispatch Puck's own
\`move\` and \`insert\` actions, as Puck itself moves and inserts blocks only by dragging. Both run in one headless Chromium at 1440 × 900, in
${figures.rounds} rounds that take turns (and turns at going first), each editor (and the page of the
browser alone, below) measured alone in the browser: the others' pages are left for a blank one
until their turn, when they are opened again. Headless Chromium draws every page, in front or
not, where a person's browser draws none of the tabs behind the one in front, and Puck's page
keeps its canvas's loader spinning, hidden, at 60 frames a second: left open, it took the cores
from the editor measured beside it. In each round, in the block in
the middle of the page, a text is selected whole and replaced by "${TYPING.warmUp}" (the warm-up),
then, after a pause, ${TYPING.text.length} characters are typed, each key held ${TYPING.delayMs.min} to ${TYPING.delayMs.max} ms before the next (one fixed sequence, no multiple of a frame); then that
block is moved up and down, duplicated, a block is inserted after the one in the middle (Ilha's
library's Pricing section, Puck's text block), and as many blocks are deleted from the middle. Each edit waits until Ilha has saved. Every timed measure
(the typed keys, each edit, each load) starts once its page has gone quiet: its main thread
(Chromium's \`TaskDuration\`) busy under 5% of half a second, so that neither editor's work left
from the last measure (a long page drawn in steps after it accepts typing, images decoded, a tab
brought to the front drawn again) is counted in the next. On a page this long, Ilha's canvas
draws only the sections near the screen (the others keep their frame and handle, at their height),
so the harness brings the block in the middle to the screen before it reads which one it is, as
an owner scrolls to a section to edit it; Puck's is brought there by the click that selects it.
The harness finds Ilha's canvas's elements by CSS selectors, not by role: a query by role
computes the style of every element on the page, which no owner's scroll does. The same keys are
typed, in the same rounds, into the middle paragraph of a page of the browser alone: a frame
holding ${figures.sections} headed paragraphs, each \`contenteditable\`, with no style and
no script but its toolbar's (below), which costs a key only what Chromium itself does (insert the letter, lay out, paint, wait
for the frame). No editor can draw a key sooner than that page in the same browser and the same
run, so its figures are the floor of both editors'. That page also has a toolbar of four
buttons, moved into the block selected, whose click does the edit with one DOM call (a move puts
the neighbour on the other side; a copy is a clone; a deletion, a removal) and nothing else: the
same rounds of moves, copies and deletions in it are the floor of a structural edit.

Event Timing (\`durationThreshold: 16\`, buffered, and \`first-input\`) and long tasks are observed
in the shell's and the canvas's windows. A key's handling is the union of the processing spans of
its events (\`beforeinput\` and \`input\` are processed inside \`keypress\`, which includes the
browser's own insertion of the letter); its input-to-paint is the longest duration of its
events. A key none of whose events has an entry took under 16 ms in each ("< 16"); a p95 that
falls among them is "< 16", and a ratio with it an upper bound. The probe's figures, measured
for every key, are the time spent in the page's listeners (a capturing listener on the window to
a bubbling one) and the time from keydown to the end of the frame after its \`input\`
(\`requestAnimationFrame\`, then a message). A structural edit is timed from its click to the end
of the first frame after the page's list of blocks changed (a \`MutationObserver\` on the
blocks' parents, which reads the list from their children, not from a walk of the page), which
also covers a canvas that renders after the click's own frame; Event Timing's click duration is
given beside it. Event Timing rounds durations to 8 ms. Budgets on structural edits are judged on the median; the
longest task is the longest over every edit. Navigation is timed from the navigation's start to
the first frame in which an editable text (Ilha) or a block (Puck, whose texts become editable
once selected) is laid out in the canvas, plus the end of that task; the first load of each
filled the cache. First-load JavaScript is the gzipped module entry of \`dist/index.html\` (the
shell) and of \`dist/canvas.html\` (the canvas) with their static imports.

\`npm run bench -- editor\` measures this section alone and prints it without writing this file.
`;
}
