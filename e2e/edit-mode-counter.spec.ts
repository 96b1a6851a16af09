import { describe, expect, it } from "vitest";
import { editCanvasHarness } from "./edit-mode/canvas-harness.ts";
import { axeViolations } from "./support/axe.ts";

const { openCanvas } = editCanvasHarness("inline text counter");

/** The hero's first optional text, focused, with its counter and the limit the counter shows. */
async function focusOptionalText() {
  const opened = await openCanvas("LIGHT", 1440, "hero-header");
  const text = opened.page.locator('[contenteditable]:not([aria-required="true"]):visible').first();
  await text.focus();
  const counter = opened.page.locator(`[id="${await text.getAttribute("aria-describedby")}"]`);
  const max = Number((await counter.textContent())?.split("/")[1]);
  return { ...opened, text, counter, max };
}

describe("an inline text's counter", () => {
  it("shows its whole figure, from none to the limit, in a box that keeps its width while the owner types", async () => {
    const { page, problems, close, counter, max } = await focusOptionalText();
    expect(max).toBeGreaterThan(9);
    /** The counter's box, and its figure's: the figure within the box's padding. */
    const measure = () =>
      counter.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const figure = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          text: element.textContent,
          width: box.width,
          fits:
            figure.left >= box.left + Number.parseFloat(style.paddingLeft) - 0.5 &&
            figure.right <= box.right - Number.parseFloat(style.paddingRight) + 0.5 &&
            figure.height <= box.height,
        };
      });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    const empty = await measure();
    await page.keyboard.insertText("x".repeat(max));
    const full = await measure();
    await page.keyboard.press("Backspace");
    const one = await measure();
    expect(empty).toEqual({ text: `0/${max}`, width: empty.width, fits: true });
    expect(full).toEqual({ text: `${max}/${max}`, width: empty.width, fits: true });
    expect(one).toEqual({ text: `${max - 1}/${max}`, width: empty.width, fits: true });
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it("stands in a room kept below the text while it is edited: what follows moves only when the text itself takes another line", async () => {
    const { page, problems, close } = await openCanvas("LIGHT", 1440, "hero-header");
    // A paragraph: its counter follows it in the line, as the hero's texts' does not.
    const text = page.locator('[data-field="paragraph"]:visible').first();
    await text.focus();
    const counter = page.locator(`[id="${await text.getAttribute("aria-describedby")}"]`);
    /** The height of the text's own box, and of the block that holds it and its counter. */
    const heights = () =>
      text.evaluate((element) => ({
        text: element.getBoundingClientRect().height,
        block: element.parentElement?.getBoundingClientRect().height ?? 0,
      }));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText("x");
    const first = await heights();
    const seen = [first];
    // Word after word until the text has wrapped twice: on the way, the counter reaches the end
    // of the line (and would have dropped to the next, pushing the page down).
    let last = first;
    for (let word = 0; word < 60 && last.text <= first.text * 2.5; word += 1) {
      await page.keyboard.insertText(" word");
      last = await heights();
      seen.push(last);
    }
    expect(last.text).toBeGreaterThan(first.text * 2.5);
    expect(await counter.isVisible()).toBe(true);
    // Out of the flow, in a room kept below the text while it is edited: over nothing that
    // follows it, readable and named.
    const overhang = await counter.evaluate((element) => {
      const block = element.parentElement?.getBoundingClientRect();
      return block === undefined
        ? Number.NaN
        : element.getBoundingClientRect().bottom - block.bottom;
    });
    expect(overhang, "the counter reaches past its text's block by").toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    // The block is the text's own height plus what it always had: never the counter's line.
    for (const heightsNow of seen) {
      expect(heightsNow.block - heightsNow.text).toBeCloseTo(first.block - first.text, 1);
    }
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });

  it("refuses keys past the limit where they are typed: the caret stays, the text is not reordered", async () => {
    const { page, problems, close, text, counter, max } = await focusOptionalText();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.insertText("a".repeat(max - 2));
    // At the end: two keys fit, the next two are refused.
    await page.keyboard.type("XYZW");
    expect(await text.textContent()).toBe(`${"a".repeat(max - 2)}XY`);
    await page
      .getByRole("status")
      .filter({ hasText: "Your have exceeded the maximum character limit." })
      .waitFor();
    // At the start of a full text: refused there, and the caret is still at the start.
    await page.keyboard.press("Control+Home");
    await page.keyboard.type("12");
    expect(await text.textContent()).toBe(`${"a".repeat(max - 2)}XY`);
    await page.keyboard.press("Delete");
    await page.keyboard.press("Delete");
    await page.keyboard.type("123");
    expect(await text.textContent()).toBe(`12${"a".repeat(max - 4)}XY`);
    expect(await counter.textContent()).toBe(`${max}/${max}`);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await close();
  });
});
