import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  announcement,
  canvas,
  canvasReady,
  clickSettled,
  draftOf,
  editorHarness,
  homeOf,
  saved,
  text,
  typeAndSave,
  typeInto,
} from "./support/editor-harness.ts";

/**
 * An owner in the editor, against the real `ilha serve`: the sample site edited in the canvas
 * (text, sections, colour mode, an uploaded picture) with undo, autosave and publish; the canvas's
 * widths. The same by keyboard alone is in `editor-keyboard.spec.ts`, the canvas under axe on
 * every page in `editor-canvas-axe.spec.ts`.
 */
const harness = editorHarness();

/** New site → its name → Create: three steps to the sample site open in the editor. */
async function createFromSample(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "New site" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a site" });
  await dialog.getByLabel("Site name").fill(name);
  await dialog.getByRole("button", { name: "Create site" }).click();
  await canvasReady(page);
}

describe("the site editor", () => {
  it("edits the sample site in the canvas, saves, undoes, inserts, moves, styles, uploads a picture and publishes", async () => {
    const context = await harness.editorContext();
    const page = await context.newPage();
    await harness.signUp(page);
    await createFromSample(page, "Aluguer da Ilha");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    // A text edited inline is saved about a second after the pause, and kept across a reload.
    await typeAndSave(page, "hero", "title", "Porto Santo sobre rodas");
    await page.reload();
    await canvasReady(page);
    expect(await text(page, "hero", "title").textContent()).toBe("Porto Santo sobre rodas");

    // Undo and redo, by the buttons; each announced.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect
      .poll(() => text(page, "hero", "title").textContent())
      .not.toBe("Porto Santo sobre rodas");
    await expect.poll(() => announcement(page)).toBe("Undone");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect
      .poll(() => text(page, "hero", "title").textContent())
      .toBe("Porto Santo sobre rodas");
    await saved(page);

    // A pricing section from the library, moved up by the keyboard, set DARK.
    // The page as saved before the insert (read after it, the insert's own save may be in already).
    const before = homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    await clickSettled(canvas(page).getByRole("button", { name: "+ Add section" }));
    const library = page.getByRole("complementary", { name: "Add a section" });
    await library.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await library.getByRole("button", { name: "Add Pricing" }).click();
    await library.getByRole("button", { name: "Close" }).click();
    await library.waitFor({ state: "detached" });
    const pricing = canvas(page).locator("[data-section-frame^='pricing-']");
    const pricingId = String(await pricing.getAttribute("data-section-frame"));
    await canvas(page).locator(`[data-section-handle="${pricingId}"]`).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect.poll(() => announcement(page)).toMatch(/^Pricing moved to position \d+ of \d+$/);
    const colourMode = pricing.getByRole("group", { name: "Colour mode" });
    await colourMode.getByRole("button", { name: "Dark" }).click();
    await expect
      .poll(() => colourMode.getByRole("button", { name: "Dark" }).getAttribute("aria-pressed"))
      .toBe("true");
    // Its plans have no sides to swap: no orientation is offered.
    expect(await pricing.getByRole("group", { name: "Orientation" }).count()).toBe(0);
    await saved(page);
    await pricing.getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("complementary", { name: "Pricing settings" });
    await settings.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await settings.getByRole("button", { name: "Close" }).click();
    const afterMove = homeOf((await draftOf(page)).site, "pt");
    const ids = afterMove.map((section) => section.id);
    expect(ids.indexOf(pricingId)).toBe(ids.indexOf("footer") - 2);
    expect(before).not.toContain(pricingId);
    expect(afterMove.find((section) => section.id === pricingId)?.colorMode).toBe("DARK");
    expect(homeOf((await draftOf(page)).site, "en").map((section) => section.id)).toEqual(ids);

    // A picture replaced by uploading a new one through the media dialog.
    const post = canvas(page).locator("[data-section-frame='fleet-group-a']");
    await post
      .getByRole("button", { name: /replace|image/i })
      .first()
      .click();
    const media = page.getByRole("dialog");
    await media.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    const picture = await readFile(
      join(import.meta.dirname, "../templates/vehicle-rental/images/hero-480.webp"),
    );
    await media.locator("input[type=file]").setInputFiles({
      name: "my-car.webp",
      mimeType: "image/webp",
      buffer: picture,
    });
    // The post's image keeps a crop and a text alternative: the upload is framed to its place
    // and its alternative asked for, then both are set as one edit.
    const crop = page.getByRole("dialog", { name: /^Crop the image/ });
    await crop.waitFor({ timeout: 20_000 });
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await crop.getByRole("textbox", { name: "Alternative text" }).fill("A red car by the harbour");
    await crop.getByRole("button", { name: "Crop and use" }).click();
    await crop.waitFor({ state: "detached" });
    await expect.poll(() => post.locator("img[src*='/media/']").count()).toBeGreaterThan(0);
    await saved(page);
    const fleet = homeOf((await draftOf(page)).site, "pt").find(
      (section) => section.id === "fleet-group-a",
    );
    const [firstPost] =
      (fleet?.data as { posts: Record<string, unknown>[] } | undefined)?.posts ?? [];
    expect(firstPost?.alt).toBe("A red car by the harbour");
    expect(firstPost?.imgCropParams).toMatchObject({ containerWidth: expect.any(Number) });

    // Publish: the published page shows all of it. The inserted pricing section came written in
    // both languages; the hero's title and the post's text alternative, changed in Portuguese,
    // are the English texts whose source changed, which the checks name before publishing.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const checks = page.getByRole("dialog", { name: "Before you publish" });
    await checks.waitFor();
    expect(await checks.textContent()).toMatch(
      /changed in the primary language since it was translated/,
    );
    await checks.getByRole("button", { name: "Publish anyway" }).click();
    await expect
      .poll(() => page.locator("[data-publish-state]").textContent(), { timeout: 20_000 })
      .toBe("Published · no changes since");
    const slug = await page.evaluate(async () => {
      const id = new URLSearchParams(window.location.search).get("site");
      const token = localStorage.getItem("ilha.session") ?? "";
      const sites = await fetch("/api/v1/sites", { headers: { authorization: `Bearer ${token}` } });
      return ((await sites.json()) as { id: string; slug: string }[]).find((site) => site.id === id)
        ?.slug;
    });
    const published = await harness.publishedHome(String(slug));
    expect(published).toContain("Porto Santo sobre rodas");
    expect(published).toContain(`id="${pricingId}"`);
    expect(published.indexOf(`id="${pricingId}"`)).toBeLessThan(published.indexOf('id="footer"'));
    expect(published).toMatch(/\/media\/[^"]+\.webp/);

    // The versions dialog, and renaming from the dashboard, are accessible too.
    await page.getByRole("button", { name: "Versions" }).click();
    const versions = page.getByRole("dialog", { name: "Published versions" });
    await versions.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.keyboard.press("Escape");
    await versions.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Your sites" }).click();
    await page.getByRole("button", { name: "Rename Aluguer da Ilha" }).click();
    const rename = page.getByRole("dialog", { name: "Rename “Aluguer da Ilha”" });
    await rename.getByLabel("Site name").fill("Aluguer da Ilha Dourada");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await rename.getByRole("button", { name: "Save name" }).click();
    await page.getByRole("heading", { name: "Aluguer da Ilha Dourada" }).waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await context.close();
  });
  it("shows the hamburger in the canvas at 375 px and the header links at 1440 px", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Widths");
    const page = await harness.openEditor(owner, site.id);
    const frame = page.locator("iframe[title^='Page being edited']");
    await page.getByRole("button", { name: "Mobile" }).click();
    await expect
      .poll(() => frame.evaluate((element) => element.getBoundingClientRect().width))
      .toBe(375);
    // The navigation collapses into its menu button exactly as on the published site.
    const nav = canvas(page).getByRole("navigation", { name: "Navegação principal" });
    const menu = nav.locator("[data-mobile-menu] > summary");
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getAttribute("aria-label")).toBe("Menu");
    expect(await nav.getByRole("link", { name: "Preços" }).first().isVisible()).toBe(false);
    await page.getByRole("button", { name: "Desktop" }).click();
    await expect
      .poll(() =>
        frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow?.innerWidth),
      )
      .toBe(1440);
    await expect
      .poll(() => nav.getByRole("link", { name: "Preços" }).first().isVisible())
      .toBe(true);
    expect(await menu.isVisible()).toBe(false);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.context().close();
  });

  it("undoes and redoes by Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y in the canvas and in the shell: a pause in typing closes a step, and an insertion is undone after a reload", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Keys of the history");
    const page = await harness.openEditor(owner, site.id);
    const title = text(page, "hero", "title");
    const original = await title.textContent();
    await typeInto(page, "hero", "title", "Primeira");
    await saved(page);
    // Typed again after the pause: a step of its own.
    await page.keyboard.press("End");
    await page.keyboard.type(" parte");
    await saved(page);
    const undoTo = async (keys: string, expected: string | null, said: string) => {
      await page.keyboard.press(keys);
      await expect.poll(() => title.textContent()).toBe(expected);
      await expect.poll(() => announcement(page)).toBe(said);
    };
    // The caret in the text, inside the canvas.
    await undoTo("Control+Z", "Primeira", "Undone");
    await undoTo("Control+Z", original, "Undone");
    await undoTo("Control+Shift+Z", "Primeira", "Redone");
    await undoTo("Control+Y", "Primeira parte", "Redone");
    // The keyboard is back in the text once the redone edit is drawn (the frame after it): what
    // is typed next goes on there.
    await expect
      .poll(() => title.evaluate((element) => element === element.ownerDocument.activeElement))
      .toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.type(" fim");
    await expect.poll(() => title.textContent()).toBe("Primeira parte fim");
    await saved(page);

    await page.getByRole("banner").getByRole("button", { name: "+ Add section" }).click();
    const library = page.getByRole("complementary", { name: "Add a section" });
    await library.getByRole("button", { name: "Add Pricing" }).click();
    await saved(page);
    const storedPricing = async () =>
      homeOf((await draftOf(page)).site, "pt").filter((section) => section.type === "pricing")
        .length;
    const inserted = await storedPricing();
    await page.reload();
    await canvasReady(page);
    // The focus in the shell (the top bar): the insertion made before the reload is undone.
    await page.getByRole("button", { name: "Undo" }).focus();
    await page.keyboard.press("Control+Z");
    await expect.poll(() => announcement(page)).toBe("Undone");
    await saved(page);
    expect(await storedPricing()).toBe(inserted - 1);
    await page.keyboard.press("Control+Shift+Z");
    await expect.poll(() => announcement(page)).toBe("Redone");
    await saved(page);
    expect(await storedPricing()).toBe(inserted);
    expect(await title.textContent()).toBe("Primeira parte fim");
    await page.context().close();
  });
});
