import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { announcement, editorHarness, saved } from "./support/editor-harness.ts";

/**
 * The site's panels in the editor, against the real `ilha serve`: each change made in a panel is
 * in the canvas and the document, survives a reload, undoes and redoes, and reaches the
 * published site; each panel passes axe and works from the keyboard.
 */
const harness = editorHarness();

/** Opens a site panel from the rail, as a pointer would; its title takes the focus. */
async function openPanel(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Site" }).getByRole("button", { name }).click();
  const panel = page.getByRole("complementary", { name });
  await panel.waitFor();
  return panel;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect
    .poll(() => page.locator("[data-publish-state]").textContent(), { timeout: 20_000 })
    .toBe("Published · no changes since");
}

const status = async (url: string) => (await fetch(url)).status;

describe("the languages panel", () => {
  it("unpublishes English: kept across a reload, undone and redone, and its pages gone once published", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Línguas da Ilha");
    const page = await harness.openEditor(token, site.id);
    const englishHome = `${harness.url()}/s/${site.slug}/en/`;

    await publish(page);
    expect(await status(englishHome)).toBe(200);

    let panel = await openPanel(page, "Languages");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    const english = () => panel.getByRole("switch", { name: "Published: English" });
    expect(await english().isChecked()).toBe(true);
    // The switch's visible part is its label (the input itself is visually hidden).
    const englishSwitch = page.getByRole("switch", { name: "Published: English" });
    await panel.locator("label", { has: englishSwitch }).click();
    expect(await english().isChecked()).toBe(false);
    await saved(page);

    await page.reload();
    panel = await openPanel(page, "Languages");
    expect(await english().isChecked()).toBe(false);

    await page.getByRole("button", { name: "Undo" }).click();
    expect(await english().isChecked()).toBe(true);
    await page.getByRole("button", { name: "Redo" }).click();
    expect(await english().isChecked()).toBe(false);
    await saved(page);

    await publish(page);
    expect(await status(englishHome)).toBe(404);
    expect(await status(`${harness.url()}/s/${site.slug}/`)).toBe(200);
    await page.context().close();
  });

  it("adds a language and moves it, by keyboard alone, each move announced", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Teclado da Ilha");
    const page = await harness.openEditor(token, site.id);

    const rail = page.getByRole("navigation", { name: "Site" }).getByRole("button", {
      name: "Languages",
    });
    await rail.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("complementary", { name: "Languages" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Languages");

    await panel.getByRole("combobox", { name: "Language to add" }).selectOption("es");
    await panel.getByRole("button", { name: "Add", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => announcement(page)).toBe("Spanish added, not published yet");
    await panel.getByRole("button", { name: "Move Spanish up" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => announcement(page)).toBe("Spanish moved to position 2 of 3");
    await saved(page);

    // The language picker of the top bar offers it, marked as not published.
    const picker = page.getByRole("banner").getByRole("combobox", { name: "Language" });
    expect(await picker.locator("option").allTextContents()).toEqual([
      "Portuguese",
      "Spanish (not published)",
      "English",
    ]);

    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Languages");
    await panel.waitFor({ state: "detached" });
    await page.context().close();
  });
});
