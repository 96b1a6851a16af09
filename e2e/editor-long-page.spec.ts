import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  canvas,
  draftOf,
  editorHarness,
  homeOf,
  saved,
  saveState,
  statusFollows,
} from "./support/editor-harness.ts";

/**
 * A long page in the editor, against the real `ilha serve`: only the sections near the screen are
 * drawn, every section's frame and handle stay for the keyboard and screen readers, a section
 * comes back as it comes near or is selected, stands at its drawn height while away, and an edit
 * made in it is never lost when it goes away.
 */
const harness = editorHarness();
const SECTIONS = 60;

const frameAt = (page: Page, index: number) =>
  canvas(page).locator("[data-section-frame]").nth(index);
const isAway = (page: Page, index: number) =>
  frameAt(page, index).evaluate(
    (frame) => frame.lastElementChild?.hasAttribute("data-section-away") ?? false,
  );
const heightAt = (page: Page, index: number) =>
  frameAt(page, index).evaluate((frame) => frame.getBoundingClientRect().height);
const scrollTo = (page: Page, index: number) =>
  frameAt(page, index).evaluate((frame) => frame.scrollIntoView({ block: "center" }));

describe("a long page in the editor", () => {
  it("draws only the sections near the screen, keeps every handle, and loses no edit of a section that goes away", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.longSite(owner, "Long", SECTIONS);
    const page = await harness.openEditor(owner, site.id);
    const ids = homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    expect(ids).toHaveLength(SECTIONS);
    // Every section has its frame and handle (the canvas may still be drawing them when the
    // editor opens on a slow machine); the far ones stand without their content.
    await expect.poll(() => canvas(page).locator("[data-section-frame]").count()).toBe(SECTIONS);
    expect(await canvas(page).locator("[data-section-handle]").count()).toBe(SECTIONS);
    await expect.poll(() => isAway(page, 50)).toBe(true);
    expect(await isAway(page, 1)).toBe(false);
    expect(await canvas(page).locator(`[data-section-handle="${ids[50]}"]`).textContent()).toMatch(
      / · Section$/,
    );

    // A text typed near the top, then the page scrolled far down at once: the section stays drawn
    // while it holds the focus, and the text is saved.
    const title = frameAt(page, 1).locator('[contenteditable][data-field="title"]').first();
    const heightDrawn = await heightAt(page, 1);
    await title.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Longe e perto");
    await scrollTo(page, 55);
    await expect.poll(() => isAway(page, 55)).toBe(false);
    expect(await isAway(page, 1)).toBe(false);
    // Selecting a section down there takes the focus away: the text is reported, the section
    // above goes away at the height it was drawn at.
    await canvas(page).locator(`[data-section-handle="${ids[55]}"]`).focus();
    await frameAt(page, 55).getByRole("toolbar").waitFor();
    await statusFollows(page);
    await saved(page);
    expect(await saveState(page).textContent()).toBe("All changes saved");
    const title1 = homeOf((await draftOf(page)).site, "pt")[1]?.data.title;
    expect(title1).toBe("Longe e perto");
    await expect.poll(() => isAway(page, 1)).toBe(true);
    expect(Math.abs((await heightAt(page, 1)) - heightDrawn)).toBeLessThan(1);

    // A far section comes back when the keyboard reaches its handle (selected, with its tools),
    // and as it comes near the screen.
    await expect.poll(() => isAway(page, 10)).toBe(true);
    await canvas(page).locator(`[data-section-handle="${ids[10]}"]`).focus();
    await frameAt(page, 10).getByRole("toolbar").waitFor();
    expect(await isAway(page, 10)).toBe(false);
    await expect.poll(() => isAway(page, 30)).toBe(true);
    await scrollTo(page, 30);
    await expect.poll(() => isAway(page, 30)).toBe(false);
    await frameAt(page, 30).locator("[contenteditable]").first().waitFor();
    await page.context().close();
  });
});
