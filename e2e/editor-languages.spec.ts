import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  announcement,
  canvas,
  draftOf,
  editorHarness,
  homeOf,
  openPanel,
  publish,
  saved,
  status,
  typeAndSave,
} from "./support/editor-harness.ts";

/**
 * The languages panel and its translation view, against the real `ilha serve`: languages
 * published, added and moved (by keyboard too), and texts translated, marked changed and kept as
 * is.
 */
const harness = editorHarness();

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

    // The canvas shows the unpublished language, to be translated there.
    await picker.selectOption("es");
    await expect.poll(() => canvas(page).locator("html").getAttribute("lang")).toBe("es");
    await canvas(page).locator("[data-section-frame]").first().waitFor();

    await panel.getByRole("button", { name: "Add", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Languages");
    await panel.waitFor({ state: "detached" });
    await page.context().close();
  });
});

describe("the translation view", () => {
  it("translates a text, marks it changed when the Portuguese changes, and keeps it as is on request", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Traduções da Ilha");
    const page = await harness.openEditor(token, site.id);
    const panel = await openPanel(page, "Languages");
    await panel.getByRole("combobox", { name: "Language", exact: true }).selectOption("en");
    expect(await panel.getByText("English: 100% translated").count()).toBe(1);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    // Translated here, the English title records the Portuguese it was translated from.
    const titles = panel.getByRole("textbox", { name: "Title · English" });
    const values = await titles.evaluateAll((fields) =>
      fields.map((field) => (field as HTMLInputElement).value),
    );
    const english = titles.nth(values.indexOf("Porto Santo at your own pace"));
    await english.fill("Porto Santo, unhurried");
    await english.press("Tab");
    await saved(page);
    const translated = homeOf((await draftOf(page)).site, "en").find((item) => item.id === "hero");
    expect(translated?.data.title).toBe("Porto Santo, unhurried");

    // The Portuguese title changes in the canvas: the translation is now behind its source.
    await typeAndSave(page, "hero", "title", "Porto Santo sem pressa");
    const changed = panel.getByText("Source changed");
    await changed.first().waitFor();
    expect(await panel.getByText("English: 100% translated").count()).toBe(0);

    // Keep as is accepts it; undo and redo move the mark back and forth.
    await panel.getByRole("button", { name: "Keep as is: Title" }).first().click();
    await changed.first().waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Undo" }).click();
    await changed.first().waitFor();
    await page.getByRole("button", { name: "Redo" }).click();
    await changed.first().waitFor({ state: "detached" });
    await saved(page);
    await page.context().close();
  });
});
