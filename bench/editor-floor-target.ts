import type { Frame, Page } from "playwright-core";
import type { StructureTarget, ToolbarEdit, TypingTarget } from "./editor-target.ts";

const FRAME = "floor";
const BLOCK = "[data-block]";

/**
 * The toolbar of the browser alone: moved into the selected block, its buttons do a structural
 * edit with one DOM call each (a move puts the neighbour on the other side, as the focus stays in
 * the block), and nothing else.
 */
const TOOLBAR_SCRIPT = `
const tools = document.getElementById("tools");
let copies = 0;
const block = (id) => document.querySelector('[data-block="' + id + '"]');
window.selectBlock = (id) => block(id).prepend(tools);
tools.addEventListener("click", (event) => {
  const button = event.target.closest("button");
  const selected = tools.parentElement;
  const previous = selected.previousElementSibling;
  const next = selected.nextElementSibling;
  const isBlock = (element) => element !== null && element.matches("${BLOCK}");
  if (button === null || !isBlock(selected)) return;
  const edit = button.textContent;
  if (edit === "Move up" && isBlock(previous)) selected.after(previous);
  if (edit === "Move down" && isBlock(next)) selected.before(next);
  if (edit === "Duplicate") {
    const copy = selected.cloneNode(true);
    copy.querySelector("#tools").remove();
    copy.dataset.block = "copy" + (copies += 1);
    selected.after(copy);
  }
  if (edit === "Delete") {
    (isBlock(next) ? next : previous).prepend(tools);
    selected.remove();
  }
});`;

/**
 * The document of the browser alone: `blocks` paragraphs, each `contenteditable`, with no style
 * of its own, and a toolbar of four buttons. Typing into it costs what the browser itself does for
 * a key (insert the letter, lay out, paint, wait for the frame), and a click on its toolbar what
 * the browser does for one DOM call; nothing of an editor's.
 */
function floorDocument(blocks: number): string {
  const paragraphs = Array.from(
    { length: blocks },
    (_, index) =>
      `<section data-block="b${index}"><h2>Block ${index + 1}</h2><p contenteditable>A text of block ${index + 1}.</p></section>`,
  ).join("");
  const buttons = (["Move up", "Move down", "Duplicate", "Delete"] satisfies ToolbarEdit[])
    .map((edit) => `<button type="button">${edit}</button>`)
    .join("");
  return `<!doctype html><html lang="en"><title>Blocks</title><body><div id="tools" role="toolbar">${buttons}</div>${paragraphs}<script>${TOOLBAR_SCRIPT}</script></body></html>`;
}

/**
 * The floor of typing and of structural edits: the page of the browser alone in a frame, as both
 * editors render their page in one, typed into and clicked the same way. No editor can draw a key
 * or an edit sooner than this page does, in the same browser at the same moment.
 */
export function floorTarget({
  page,
  blocks,
}: {
  page: Page;
  blocks: number;
}): TypingTarget & StructureTarget & { open: () => Promise<void> } {
  const canvas = (): Frame => {
    const frame = page.frames().find((candidate) => candidate.name() === FRAME);
    if (frame === undefined) throw new Error("the floor's frame is not loaded");
    return frame;
  };
  const text = (id: string) => canvas().locator(`[data-block="${id}"] [contenteditable]`);
  const srcdoc = floorDocument(blocks).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return {
    name: "the browser alone",
    page,
    open: async () => {
      await page.setContent(
        `<!doctype html><title>Floor</title><style>body{margin:0}iframe{border:0;width:100vw;height:100vh}</style><iframe name="${FRAME}" title="Blocks" srcdoc="${srcdoc}"></iframe>`,
      );
      await page
        .frameLocator(`iframe[name="${FRAME}"]`)
        .locator(`[data-block="b${blocks - 1}"]`)
        .waitFor();
    },
    canvas,
    blocks: { selector: BLOCK, attribute: "data-block" },
    // The block now at `index` (moves, copies and deletions change which one that is).
    blockId: (index) =>
      canvas()
        .locator(BLOCK)
        .nth(index)
        .evaluate((block) => block.getAttribute("data-block") ?? ""),
    select: async (id) => {
      await canvas().evaluate(`selectBlock(${JSON.stringify(id)})`);
    },
    toolbarButton: (edit) =>
      canvas().locator("#tools button", { hasText: new RegExp(`^${edit}$`) }),
    focusText: async (id) => {
      await text(id).click();
      await page.keyboard.press("Control+A");
    },
    settle: async () => {},
  };
}
