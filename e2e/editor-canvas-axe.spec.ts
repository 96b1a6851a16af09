import type { Frame } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { canvasFrame, editorHarness } from "./support/editor-harness.ts";

/**
 * The canvas on every page of the sample site, at the phone's, the tablet's and the desktop's
 * width, against the real `ilha serve`: axe (WCAG 2.2 A and AA, target sizes included) finds
 * nothing, with every section drawn.
 */
const harness = editorHarness();

/** The canvas at the phone's, the tablet's and the desktop's width (the top bar's names). */
const CANVAS_WIDTHS = [
  { name: "Mobile", width: 375 },
  { name: "Tablet", width: 768 },
  { name: "Desktop", width: 1440 },
] as const;

/** Scrolls the canvas to its end and back, so that every section is laid out (not skipped). */
async function drawEverySection(frame: Frame): Promise<void> {
  await frame.evaluate(async () => {
    const frameOnce = () => new Promise((done) => requestAnimationFrame(done));
    for (const section of document.querySelectorAll("[data-section-frame]")) {
      section.scrollIntoView({ block: "start" });
      await frameOnce();
      await frameOnce();
    }
    window.scrollTo(0, 0);
    await frameOnce();
  });
}

describe("the canvas's accessibility", () => {
  it("passes axe (WCAG 2.2, target sizes included) on every page of the sample site at 375, 768 and 1440 px", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Axe");
    const page = await harness.openEditor(owner, site.id);
    const pagePicker = page.getByRole("banner").getByRole("combobox", { name: "Page" });
    const paths = await pagePicker
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(paths).toContain("/pricing");
    const found: string[] = [];
    for (const { name, width } of CANVAS_WIDTHS) {
      await page.getByRole("button", { name, exact: true }).click();
      const iframe = page.locator("iframe[title^='Page being edited']");
      await expect.poll(() => iframe.evaluate((element) => element.clientWidth)).toBe(width);
      for (const path of paths) {
        await pagePicker.selectOption(path);
        const frame = canvasFrame(page);
        // The canvas marks the page it has rendered.
        await frame.waitForSelector(`html[data-canvas-ready="${path}"]`, { state: "attached" });
        await drawEverySection(frame);
        const violations = await axeViolations(frame, { isWcagOnly: true, wcag: "2.2" });
        found.push(...violations.map((violation) => `${path} at ${width} px: ${violation}`));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
