import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { editorHarness } from "./support/editor-harness.ts";

const harness = editorHarness();

/** The top bar's rows: how many lines each lays its controls on, and the bar's height. */
function barLines(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("header");
    if (bar === null) throw new Error("the editor has a top bar");
    const rows = [...bar.children].map((row) => {
      const tops = new Set<number>();
      for (const control of row.querySelectorAll("button, select, h1, [data-save-state]")) {
        const box = control.getBoundingClientRect();
        if (box.width > 0) tops.add(Math.round(box.top + box.height / 2));
      }
      const sorted = [...tops].sort((a, b) => a - b);
      let lines = sorted.length === 0 ? 0 : 1;
      for (let index = 1; index < sorted.length; index += 1) {
        if ((sorted[index] ?? 0) - (sorted[index - 1] ?? 0) > 12) lines += 1;
      }
      return lines;
    });
    return { rows, height: Math.round(bar.getBoundingClientRect().height) };
  });
}

const languageSelect = (page: Page) =>
  page.getByRole("banner").getByRole("combobox", { name: "Language" });

describe.each([1024, 1440])("the editor's top bar at %i px", (width) => {
  it("lays each of its two rows on one line, and the language select keeps its width whatever the languages", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Café Aurora e Maré Rent");
    const page = await harness.openEditor(token, site.id, width);
    const lines = await barLines(page);
    await page.screenshot({ path: `/tmp/ilha-top-bar-${width}.png` });
    expect(lines.rows).toEqual([1, 1]);
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector("header");
      return [...(bar?.children ?? [])].map((row) => row.scrollWidth - row.clientWidth);
    });
    expect(overflow).toEqual([0, 0]);
    const select = languageSelect(page);
    const before = await select.boundingBox();
    const options = await select
      .locator("option")
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(1);
    for (const value of options) {
      await select.selectOption(value);
      const box = await select.boundingBox();
      expect({ value, width: box?.width, x: box?.x }).toEqual({
        value,
        width: before?.width,
        x: before?.x,
      });
    }
    // A language of a longer name (one added, or one still unpublished) moves nothing either.
    const withLongName = await select.evaluate((element) => {
      const option = document.createElement("option");
      option.textContent = "Kreyòl ayisyen (not published yet)";
      element.append(option);
      const measured = element.getBoundingClientRect().width;
      option.remove();
      return measured;
    });
    expect(withLongName).toBe(before?.width);
    expect(await barLines(page)).toEqual(lines);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.context().close();
  });
});
