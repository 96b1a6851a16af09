import type { Frame, Page } from "playwright-core";
import type { TypingTarget } from "./editor-target.ts";

const FRAME = "floor";
const BLOCK = "[data-block]";

/**
 * The document of the browser alone: `blocks` paragraphs, each `contenteditable`, with no script
 * and no style of its own. Typing into it costs what the browser itself does for a key (insert
 * the letter, lay out, paint, wait for the frame) and nothing of an editor's.
 */
function floorDocument(blocks: number): string {
  const paragraphs = Array.from(
    { length: blocks },
    (_, index) =>
      `<section data-block="b${index}"><h2>Block ${index + 1}</h2><p contenteditable>A text of block ${index + 1}.</p></section>`,
  ).join("");
  return `<!doctype html><html lang="en"><title>Blocks</title><body>${paragraphs}</body></html>`;
}

/**
 * The floor of typing: the page of the browser alone in a frame, as both editors render their
 * page in one, typed into the same way. No editor can draw a key sooner than this page does, in
 * the same browser at the same moment.
 */
export function floorTarget({ page, blocks }: { page: Page; blocks: number }): TypingTarget & {
  open: () => Promise<void>;
} {
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
    blockId: async (index) => `b${index}`,
    focusText: async (id) => {
      await text(id).click();
      await page.keyboard.press("Control+A");
    },
    settle: async () => {},
  };
}
