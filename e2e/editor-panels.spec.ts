import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  announcement,
  canvas,
  draftOf,
  editorHarness,
  homeOf,
  saved,
  typeAndSave,
} from "./support/editor-harness.ts";

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

/** Publishes; `isAsked` when the checks before publishing are expected to ask first. */
async function publish(page: Page, { isAsked = false }: { isAsked?: boolean } = {}) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  if (isAsked) {
    const checks = page.getByRole("dialog", { name: "Before you publish" });
    await checks.getByRole("button", { name: "Publish anyway" }).click();
  }
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

describe("the pages panel", () => {
  it("adds a page, changes its path, flags the home page's keywords for all pages, and publishes them", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Páginas da Ilha");
    const page = await harness.openEditor(token, site.id);
    let panel = await openPanel(page, "Pages");
    const pagePicker = page.getByRole("banner").getByRole("combobox", { name: "Page" });

    await panel.getByRole("button", { name: "Add page" }).click();
    const add = page.getByRole("dialog", { name: "Add a page" });
    await add.getByRole("textbox", { name: "Title" }).fill("Contactos");
    await add.getByRole("textbox", { name: "Path" }).fill("/contactos");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await add.getByRole("button", { name: "Add page" }).click();
    await add.waitFor({ state: "detached" });
    await panel.getByRole("row", { name: /Contactos/ }).click();
    await expect.poll(() => pagePicker.inputValue()).toBe("/contactos");

    const path = panel.getByRole("textbox", { name: "Path" });
    await path.fill("/fale-connosco");
    await path.press("Enter");
    await expect.poll(() => pagePicker.inputValue()).toBe("/fale-connosco");
    await saved(page);

    await panel.getByRole("row", { name: /\/$/ }).first().click();
    await expect.poll(() => pagePicker.inputValue()).toBe("/");
    const keywords = panel.getByRole("textbox", { name: "Keywords" });
    await keywords.fill("aluguer de carros, porto santo");
    await keywords.press("Tab");
    const forAll = page.getByRole("switch", { name: "Use for all pages" });
    await panel.locator("label", { has: forAll }).click();
    expect(await forAll.isChecked()).toBe(true);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await saved(page);

    await page.reload();
    panel = await openPanel(page, "Pages");
    expect(await panel.getByRole("textbox", { name: "Keywords" }).inputValue()).toBe(
      "aluguer de carros, porto santo",
    );
    expect(await forAll.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await forAll.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Redo" }).click();
    expect(await forAll.isChecked()).toBe(true);
    await saved(page);

    await publish(page);
    const added = await fetch(`${harness.url()}/s/${site.slug}/fale-connosco/`);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('content="aluguer de carros, porto santo"');
    expect(await status(`${harness.url()}/s/${site.slug}/contactos/`)).toBe(404);
    await page.context().close();
  });
});

describe("the theme panel", () => {
  it("turns the site dark: in the canvas, kept across a reload, undone and redone, and published", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Tema da Ilha");
    const page = await harness.openEditor(token, site.id);
    let panel = await openPanel(page, "Theme");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    const siteRoot = canvas(page).locator(".ilha-site");
    expect(await siteRoot.getAttribute("data-color-mode")).toBe("LIGHT");

    // From the keyboard: the colour mode's radio group, then the arrow to Dark.
    await panel.getByRole("radio", { name: "Light", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => siteRoot.getAttribute("data-color-mode")).toBe("DARK");
    await saved(page);

    await page.reload();
    panel = await openPanel(page, "Theme");
    expect(await panel.getByRole("radio", { name: "Dark", exact: true }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => siteRoot.getAttribute("data-color-mode")).toBe("LIGHT");
    await page.getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => siteRoot.getAttribute("data-color-mode")).toBe("DARK");

    const primary = panel.getByRole("textbox", { name: "Primary colour", exact: true });
    await primary.fill("#12");
    await primary.press("Enter");
    await panel.getByText("Bad Hex").waitFor();
    await saved(page);

    await publish(page);
    expect(await harness.publishedHome(site.slug)).toContain('data-color-mode="DARK"');
    await page.context().close();
  });
});

describe("the inbox and sharing panels", () => {
  it("reads and exports a visitor's message; a collaborator invited by link edits but has no inbox", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Mensagens da Ilha");
    const page = await harness.openEditor(token, site.id);
    await publish(page);

    // A visitor writes through the published contact form.
    const visitor = await page.context().newPage();
    await visitor.goto(`${harness.url()}/s/${site.slug}/booking/`);
    await visitor.waitForSelector("html[data-ilha-hydrated]");
    const form = visitor.locator("form").filter({ has: visitor.getByLabel("Mensagem") });
    await form.getByLabel("Nome").fill("Ana Sousa");
    await form.getByLabel("E-mail").fill("ana@example.pt");
    await form.getByLabel("Mensagem").fill("Queria uma scooter para sábado.");
    await form.locator('button[type="submit"]').click();
    await form.getByText("Enviado").first().waitFor();
    await visitor.close();

    // The top bar counts it; the inbox opens it, and it is read.
    await page.reload();
    const inboxButton = page.getByRole("banner").getByRole("button", { name: /^Inbox/ });
    await expect
      .poll(() => inboxButton.textContent(), { timeout: 15_000 })
      .toContain("1 unread message");
    await inboxButton.click();
    const inbox = page.getByRole("complementary", { name: "Inbox" });
    await inbox.getByRole("row", { name: /Ana Sousa/ }).click();
    const message = page.getByRole("dialog", { name: /Ana Sousa/ });
    await message.getByText("Queria uma scooter para sábado.").waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => inboxButton.textContent()).toBe("Inbox");

    const download = page.waitForEvent("download");
    await inbox.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${site.slug}-messages.csv`);
    const csv = await readFile(String(await file.path()), "utf8");
    expect(csv).toContain("Ana Sousa");
    expect(csv).toContain("Queria uma scooter para sábado.");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    // The owner invites a collaborator by link.
    const sharing = await openPanel(page, "Sharing");
    await sharing.getByRole("button", { name: "Create invitation link" }).click();
    const link = await sharing.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(/\/invite#/);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    const collaboratorToken = await harness.apiAccount();
    const collaborator = await (await harness.editorContext()).newPage();
    await collaborator.addInitScript((session) => {
      if (localStorage.getItem("ilha.session") === null) {
        localStorage.setItem("ilha.session", session);
      }
    }, collaboratorToken);
    await collaborator.goto(link);
    await collaborator.getByText("Shared with you").first().waitFor({ timeout: 15_000 });
    await collaborator
      .getByRole("button", { name: /Mensagens da Ilha/ })
      .first()
      .click();
    await collaborator
      .frameLocator("iframe[title^='Page being edited']")
      .locator("[data-section-frame]")
      .first()
      .waitFor();
    const rail = collaborator.getByRole("navigation", { name: "Site" });
    expect(await rail.getByRole("button").allTextContents()).not.toContain("Inbox");
    expect(await rail.getByRole("button").allTextContents()).not.toContain("Sharing");
    expect(
      await collaborator
        .getByRole("banner")
        .getByRole("button", { name: /^Inbox/ })
        .count(),
    ).toBe(0);
    // The collaborator edits, and the owner's document has it.
    await typeAndSave(collaborator, "hero", "title", "Editado pela colaboradora");
    const owned = homeOf((await draftOf(page)).site, "pt").find((section) => section.id === "hero");
    expect(owned?.data.title).toBe("Editado pela colaboradora");
    await page.context().close();
    await collaborator.context().close();
  });
});

describe("the settings panel", () => {
  it("adds a Telegram launcher: in the canvas, kept across a reload, undone and redone, and published", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Conversas da Ilha");
    const page = await harness.openEditor(token, site.id);
    let panel = await openPanel(page, "Settings");
    await panel.getByRole("button", { name: "Messenger widget" }).click();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    const telegram = page.getByRole("switch", { name: "Show Telegram" });
    await panel.locator("label", { has: telegram }).click();
    const value = panel.getByRole("textbox", { name: "Telegram: Number, name or page" });
    await value.fill("mare_rent");
    await value.press("Enter");
    const launcher = canvas(page).locator('[data-messenger="telegram"]');
    await launcher.waitFor();
    await saved(page);

    await page.reload();
    panel = await openPanel(page, "Settings");
    await launcher.waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: "Undo" }).click();
    await launcher.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Redo" }).click();
    await page.getByRole("button", { name: "Redo" }).click();
    await launcher.waitFor();
    await saved(page);

    // Telegram's chat card texts in English are still the Portuguese ones: the checks ask.
    await publish(page, { isAsked: true });
    expect(await harness.publishedHome(site.slug)).toContain('data-messenger="telegram"');
    await page.context().close();
  });
});

describe("the checks before publishing", () => {
  it("lists a page without a description, takes the owner to it, and publishes only when asked to anyway", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Verificações da Ilha");
    const draft = `${harness.url()}/api/v1/sites/${site.id}`;
    const etag = (
      await fetch(draft, { headers: { authorization: `Bearer ${token}` } })
    ).headers.get("etag");
    const patched = await fetch(draft, {
      method: "PATCH",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "if-match": etag ?? "",
      },
      body: JSON.stringify({
        operations: [
          {
            op: "setPageMeta",
            language: "pt",
            pagePath: "/tarifas",
            key: "description",
            value: "",
          },
        ],
      }),
    });
    expect(patched.status).toBe(204);
    const page = await harness.openEditor(token, site.id);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const checks = page.getByRole("dialog", { name: "Before you publish" });
    await checks.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await checks.getByRole("button", { name: "The page has no description" }).click();
    await checks.waitFor({ state: "detached" });
    const pages = page.getByRole("complementary", { name: "Pages" });
    await pages.waitFor();
    const pagePicker = page.getByRole("banner").getByRole("combobox", { name: "Page" });
    expect(await pagePicker.inputValue()).toBe("/tarifas");
    expect(await pages.getByRole("textbox", { name: "Description" }).inputValue()).toBe("");

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await checks.getByRole("button", { name: "Publish anyway" }).click();
    await expect
      .poll(() => page.locator("[data-publish-state]").textContent(), { timeout: 20_000 })
      .toBe("Published · no changes since");
    await page.context().close();
  });
});

describe("the command palette, the shortcuts and the media panel", () => {
  it("opens a panel from Ctrl+K, lists the shortcuts on ?, and uploads an image to the library", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Comandos da Ilha");
    const page = await harness.openEditor(token, site.id);

    await page.getByRole("button", { name: "Undo" }).focus();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Commands" });
    await palette.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.keyboard.type("theme");
    await page.keyboard.press("Enter");
    await palette.waitFor({ state: "detached" });
    await page.getByRole("complementary", { name: "Theme" }).waitFor();

    await page.getByRole("button", { name: "Undo" }).focus();
    await page.keyboard.press("Shift+?");
    const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await shortcuts.waitFor();
    expect(await shortcuts.textContent()).toContain("Move the selected section up or down");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.keyboard.press("Escape");
    await shortcuts.waitFor({ state: "detached" });

    const media = await openPanel(page, "Media");
    const library = media.getByRole("grid");
    await media.getByText("No images uploaded yet.").waitFor();
    const picture = await readFile(
      join(import.meta.dirname, "../templates/vehicle-rental/images/hero-480.webp"),
    );
    await media.locator("input[type=file]").setInputFiles({
      name: "praia.webp",
      mimeType: "image/webp",
      buffer: picture,
    });
    await expect.poll(() => announcement(page), { timeout: 20_000 }).toBe("praia.webp uploaded");
    await media.getByText("No images uploaded yet.").waitFor({ state: "detached" });
    await expect.poll(() => library.locator("img").count()).toBe(1);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.context().close();
  });
});
