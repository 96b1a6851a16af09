import { colorMode as colorModeSchema, componentCategory, SECTION_TYPES } from "@ilha/core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNamedControls, expectNoViolations } from "./edit-mode/axe-checks.ts";
import { type CanvasRecord, HEADERS, RECORD_KEY } from "./edit-mode/canvas-contract.ts";
import { editCanvasHarness, recordOf } from "./edit-mode/canvas-harness.ts";
import { KIT_CONTROLS, readability } from "./edit-mode/readability.ts";

/** Spec §5's colour modes; each sets the surfaces every edit control sits on. */
const COLOR_MODES = colorModeSchema.options;
/** The mobile and desktop layouts (the logo resizer's handle shows on desktop only). */
const WIDTHS = [375, 1440];
/** Each width with each header kind (a page holds one), beside every other section kind. */
const LAYOUTS = WIDTHS.flatMap((width) => HEADERS.map((header) => ({ width, header })));

const { openCanvas, timings } = editCanvasHarness("edit-mode axe");

/** Opens a link editor, types an unsafe address and saves: the editor stays open with its error. */
async function refuseAddress(page: Page, toggle: Locator): Promise<void> {
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  const form = page.locator(`form[id="${await toggle.getAttribute("aria-controls")}"]`);
  await form.getByLabel("Link address").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Save" }).click();
  await form.getByRole("alert").waitFor();
}

describe.each(COLOR_MODES)("edit mode in %s", (colorMode) => {
  it.each(LAYOUTS)(
    "shows every section kind's edit controls with the $header at $width px: no axe violation, every control named, placeholders and focus rings readable",
    async ({ width, header }) => {
      const started = performance.now();
      const { page, problems, close } = await openCanvas(colorMode, width, header);
      const label = `${colorMode} ${header} @${width}`;
      const modes = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("[data-section]"), (section) => [
          section.dataset.section,
          section.dataset.colorMode,
        ]),
      );
      const expected = SECTION_TYPES.filter(
        (type) => type === header || componentCategory({ type }) !== "header",
      );
      expect(modes.map(([type]) => type).sort()).toEqual(expected.sort());
      expect(modes.filter(([, mode]) => mode !== colorMode)).toEqual([]);

      const controls = await page.evaluate(() => ({
        inlineTexts: document.querySelectorAll('[contenteditable][role="textbox"]').length,
        removes: document.querySelectorAll('button[aria-label^="Remove "]').length,
        adds: document.querySelectorAll('button[aria-label^="Add "]').length,
        links: document.querySelectorAll('button[aria-label^="Link of "]').length,
        images: document.querySelectorAll("button[data-image-field]").length,
        logos: document.querySelectorAll('[role="slider"][aria-label="Logo width"]').length,
      }));
      for (const [kind, count] of Object.entries(controls)) {
        expect(count, `${kind} controls on the canvas`).toBeGreaterThan(0);
      }

      await expectNoViolations(page, label);
      const { placeholders, focusRings } = await readability(page, KIT_CONTROLS);
      expect.soft(placeholders.failures).toEqual([]);
      expect(placeholders.measured).toBeGreaterThan(0);
      expect.soft(focusRings.failures).toEqual([]);
      expect(focusRings.measured).toBeGreaterThan(controls.inlineTexts);
      const names = await expectNamedControls(page, label);
      expect(names.checked).toBeGreaterThan(controls.inlineTexts);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      expect((await recordOf(page)).operations).toEqual([]);
      await close();
      timings.push(
        `${label}: ${Math.round(performance.now() - started)} ms (${names.checked} controls named, ${names.hidden.length} hidden at this width; ${focusRings.measured} focus rings measured, ${focusRings.overImages} over images)`,
      );
    },
  );

  it("stays accessible with the mobile menu and a link editor in it open on a refused address, at 375 px", async () => {
    const started = performance.now();
    const { page, problems, close } = await openCanvas(colorMode, 375, "hero-header");
    const label = `${colorMode} hero-header @375 with the menu and a link editor open`;
    const hero = page.locator('[data-section="hero-header"]');
    await hero.locator('summary[aria-label="Menu"]').click();
    await refuseAddress(page, hero.locator('button[aria-label^="Link of "]:visible').first());
    await expectNoViolations(page, label);
    await expectNamedControls(page, label);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    expect((await recordOf(page)).operations).toEqual([]);
    await close();
    timings.push(`${label}: ${Math.round(performance.now() - started)} ms`);
  });

  it("stays accessible with a button's link editor open on a refused address, an image asked for, a required text's warning shown and an inline text focused, at 375 px", async () => {
    const started = performance.now();
    const { page, problems, close } = await openCanvas(colorMode, 375, "hero-header");
    const label = `${colorMode} hero-header @375 with controls open`;
    await refuseAddress(
      page,
      page.locator('[data-section="cta"] button[aria-label^="Link of "]').first(),
    );

    await page.locator('[data-section="posts"] button[data-image-field]').first().click();
    await page.waitForFunction(
      (key) =>
        (window as unknown as Record<string, CanvasRecord | undefined>)[key]?.imageRequests
          .length === 1,
      RECORD_KEY,
    );

    // A required text emptied and left: restored, with "This field is required" beside it.
    const required = page.locator('[contenteditable][aria-required="true"]:visible').first();
    await required.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    const text = page.locator('[contenteditable]:not([aria-required="true"]):visible').first();
    await text.focus();
    await page.getByRole("status").filter({ hasText: "This field is required" }).waitFor();
    await page.locator(`[id="${await text.getAttribute("aria-describedby")}"]`).waitFor();

    await expectNoViolations(page, label);
    await expectNamedControls(page, label);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    const record = await recordOf(page);
    expect(record.operations).toEqual([]);
    expect(record.imageRequests.map((request) => request.label)).toEqual(["Post image"]);
    await close();
    timings.push(`${label}: ${Math.round(performance.now() - started)} ms`);
  });
});
