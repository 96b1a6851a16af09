import type { Frame, Page } from "playwright-core";
import type { EditorTarget } from "./editor-target.ts";

const PREVIEW = "#preview-frame";
const BLOCK = "[data-puck-component]";

/**
 * Puck (`bench/puck`) at `url` with a page of `blocks` text blocks, in `page`. Its texts are
 * edited inline: a click selects a block, a click on its text makes it editable.
 */
export function puckTarget({
  page,
  url,
  blocks,
}: {
  page: Page;
  url: string;
  blocks: number;
}): EditorTarget {
  const address = `${url}?blocks=${blocks}`;
  const canvas = (): Frame => {
    const frame = page.frames().find((candidate) => candidate.name() === "preview-frame");
    if (frame === undefined) throw new Error("Puck's preview is not loaded");
    return frame;
  };
  const block = (id: string) => canvas().locator(`[data-puck-component="${id}"]`);
  const select = async (id: string) => {
    await block(id).click();
    await canvas().locator('button[title="Delete"]').waitFor();
  };
  return {
    name: "Puck",
    page,
    open: async () => {
      await page.goto(address);
      await page
        .frameLocator(PREVIEW)
        .locator(`[data-puck-component="text-${blocks - 1}"]`)
        .waitFor();
    },
    canvas,
    blocks: { selector: BLOCK, attribute: "data-puck-component" },
    blockId: async (index) => {
      const id = await canvas().locator(BLOCK).nth(index).getAttribute("data-puck-component");
      if (id === null) throw new Error(`no block at ${index}`);
      return id;
    },
    select,
    toolbarButton: (edit) => canvas().locator(`button[title="${edit}"]`),
    // Puck inserts by dragging from its list; the action bar's "Insert below" dispatches its own
    // `insert` after the selected block (the middle one), as Ilha's library inserts after the
    // selected section.
    library: {
      open: async () => {
        const middle = canvas()
          .locator(BLOCK)
          .nth(Math.floor(blocks / 2));
        const id = await middle.getAttribute("data-puck-component");
        if (id === null) throw new Error("no block in the middle");
        await select(id);
      },
      choice: () => canvas().locator('button[title="Insert below"]'),
    },
    focusText: async (id) => {
      await select(id);
      const text = block(id).locator("[contenteditable]");
      await text.click();
      await block(id).locator("[contenteditable]:not([contenteditable='false'])").waitFor();
      await text.focus();
      await page.keyboard.press("Control+A");
    },
    settle: async () => {},
    navigation: { url: address, frameSelector: PREVIEW, readySelector: BLOCK },
  };
}
