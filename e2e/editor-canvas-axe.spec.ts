import type { Frame } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { canvasFrame, clickSettled, editorHarness } from "./support/editor-harness.ts";

/**
 * The canvas on every page of the sample site, at the phone's, the tablet's and the desktop's
 * width, against the real `ilha serve`: axe (WCAG 2.2 A and AA, target sizes included) finds
 * nothing, with every section drawn.
 */
const harness = editorHarness();

/**
 * The canvas at the phone's, the tablet's and the desktop's width (the top bar's names), then
 * fitted to the narrowest window the editor serves (1024 px), where the canvas is about 900 px
 * wide: a width none of the fixed ones shows, where grids change their number of columns.
 */
const CANVAS_WIDTHS = [
  { name: "Mobile", window: 1440, width: 375 },
  { name: "Tablet", window: 1440, width: 768 },
  { name: "Desktop", window: 1440, width: 1440 },
  { name: "Fit", window: 1024, width: "fitted" },
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
  it("passes axe (WCAG 2.2, target sizes included) on every page of the sample site at 375, 768 and 1440 px and fitted to a 1024 px window", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Axe");
    const page = await harness.openEditor(owner, site.id);
    const pagePicker = page.getByRole("banner").getByRole("combobox", { name: "Page" });
    const paths = await pagePicker
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(paths).toContain("/pricing");
    const found: string[] = [];
    for (const { name, window, width } of CANVAS_WIDTHS) {
      await page.setViewportSize({ width: window, height: 900 });
      await page.getByRole("button", { name, exact: true }).click();
      const iframe = page.locator("iframe[title^='Page being edited']");
      const iframeWidth = () => iframe.evaluate((element) => element.clientWidth);
      if (width === "fitted") {
        // Narrower than the window (the side panels take their part), wider than the tablet.
        await expect.poll(iframeWidth).toBeGreaterThan(768);
        await expect.poll(iframeWidth).toBeLessThan(window);
      } else {
        await expect.poll(iframeWidth).toBe(width);
      }
      for (const path of paths) {
        await pagePicker.selectOption(path);
        const frame = canvasFrame(page);
        // The canvas marks the page it has rendered.
        await frame.waitForSelector(`html[data-canvas-ready="${path}"]`, { state: "attached" });
        await drawEverySection(frame);
        const violations = await axeViolations(frame, { isWcagOnly: true, wcag: "2.2" });
        found.push(...violations.map((violation) => `${path} at ${name}: ${violation}`));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });

  it("passes axe's target sizes at 1440 and 1024 px with a text being edited in the header, the contact card and the footer, beside their links' controls", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Targets");
    const page = await harness.openEditor(owner, site.id);
    const found: string[] = [];
    for (const { name, window } of [
      { name: "Desktop", window: 1440 },
      { name: "Fit", window: 1024 },
    ]) {
      await page.setViewportSize({ width: window, height: 900 });
      await page.getByRole("button", { name, exact: true }).click();
      const frame = canvasFrame(page);
      // At the fitted width (about 900 px) the header's links are in its closed mobile menu.
      for (const id of name === "Desktop" ? ["hero", "contact", "footer"] : ["contact", "footer"]) {
        // The section's first text (a header link's, the card's title, the copyright) typed in.
        const text = frame
          .locator(`[data-section-frame="${id}"] [contenteditable][data-field]`)
          .first();
        await clickSettled(text);
        await frame.waitForSelector(`[data-section-frame="${id}"][data-selected]`);
        const violations = await axeViolations(frame, { isWcagOnly: true, wcag: "2.2" });
        found.push(...violations.map((violation) => `${id} at ${name}: ${violation}`));
      }
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
