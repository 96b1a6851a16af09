import { readFile } from "node:fs/promises";
import type { Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { downloadedFile } from "./support/suite-browser.ts";
import {
  canvas,
  canvasFrame,
  draftOf,
  editorHarness,
  homeOf,
  openPanel,
  publish,
  saved,
  status,
  statusFollows,
} from "./support/editor-harness.ts";

/**
 * The pages, theme and settings panels, against the real `ilha serve`: each change is in the
 * canvas and the document, survives a reload, undoes and redoes, and reaches the published site;
 * each panel passes axe.
 */
const harness = editorHarness();

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

    // The new page's English texts are copies never translated: the checks ask first.
    await publish(page, { isAsked: true });
    const added = await fetch(`${harness.url()}/s/${site.slug}/fale-connosco/`);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('content="aluguer de carros, porto santo"');
    expect(await status(`${harness.url()}/s/${site.slug}/contactos/`)).toBe(404);
    await page.context().close();
  });
});

describe("the link picker", () => {
  it("adds a header link to a page picked from the site's pages, and sets a button's link to a section picked the same way", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Ligações da Ilha");
    const page = await harness.openEditor(token, site.id);
    const panel = await openPanel(page, "Pages");
    const headerLinks = async () => {
      const content = (await draftOf(page)).site.content as Site["content"];
      return content.pt?.headerLinks ?? [];
    };

    // A new header link asks which page first.
    await panel.getByRole("button", { name: "Add to header links" }).click();
    const form = panel.getByRole("form", { name: "Add to header links" });
    const which = form.getByRole("combobox", { name: "Links to" });
    await expect
      .poll(() => which.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    // Typing opens its list of places; Escape closes the list only, not the panel.
    await which.fill("tarifas");
    await page.getByRole("option", { name: /^Tabela de tarifas/ }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    expect(await form.isVisible()).toBe(true);
    await which.fill("tarifa");
    await page.getByRole("option", { name: /^Tabela de tarifas/ }).click();
    await form.waitFor({ state: "detached" });
    await saved(page);
    expect((await headerLinks()).at(-1)).toEqual({ text: "Tabela de tarifas", link: "/tarifas" });

    // The hero's button: its link form offers the same picker, a section of another page picked.
    const hero = canvas(page).locator('[data-section-frame="hero"]');
    await hero.locator('button[aria-label="Link of Reservar agora"]').click();
    const linkForm = canvas(page).getByRole("form", { name: "Link of Reservar agora" });
    const address = linkForm.getByRole("combobox", { name: "Link address" });
    await expect
      .poll(() => address.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await address.fill("Grupo A");
    const option = canvas(page).getByRole("option", { name: /Grupo A — Fiat Panda/ });
    // Typing opens the list; ArrowDown opens it too (the keyboard's way).
    if (!(await option.isVisible())) await address.press("ArrowDown");
    await option.click();
    expect(await address.inputValue()).toBe("/pricing#group-a");
    expect(await axeViolations(canvasFrame(page), { isWcagOnly: true, wcag: "2.2" })).toEqual([]);
    await linkForm.getByText("Goes to /pricing#group-a on this site").waitFor();
    await linkForm.getByRole("button", { name: "Save" }).click();
    await linkForm.waitFor({ state: "detached" });
    await saved(page);
    const buttons = homeOf((await draftOf(page)).site, "pt")[0]?.data.buttons;
    expect(buttons).toMatchObject([{ buttonUrl: "/pricing#group-a" }]);
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

  it("hides the cookie banner in the editor once chosen, across a reload, and shows it again with its texts", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Cookies da Ilha");
    const page = await harness.openEditor(token, site.id);
    const banner = canvas(page).getByRole("region", { name: "Consentimento de cookies" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Aceitar" }).click();
    await banner.waitFor({ state: "detached" });
    // Hiding it is the editor's view, not an edit of the site: visitors still get the banner.
    expect(await page.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);

    await page.reload();
    await canvas(page).locator("[data-section-frame]").first().waitFor();
    await page.getByRole("button", { name: "Undo" }).waitFor();
    expect(await banner.count()).toBe(0);

    const panel = await openPanel(page, "Settings");
    await panel.getByRole("button", { name: "Cookie banner" }).click();
    await banner.waitFor();
    const text = panel.getByRole("textbox", { name: "Banner text" });
    await text.fill("Só cookies essenciais.");
    await text.press("Tab");
    await banner.getByText("Só cookies essenciais.").waitFor();
    await saved(page);
    const draft = (await draftOf(page)).site as unknown as Site;
    expect(draft.content.pt?.consent?.consentText).toBe("Só cookies essenciais.");
    await page.context().close();
  });

  it("loads none of the site's analytics in the editor's preview, where a visitor's would", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Análises da Ilha");
    const page = await harness.openEditor(token, site.id);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const panel = await openPanel(page, "Settings");
    await panel.getByRole("button", { name: "Analytics and ads" }).click();
    const tag = panel.getByRole("textbox", { name: "Analytics tag id" });
    await tag.fill("G-ABC123DEF4");
    await tag.press("Enter");
    await saved(page);
    await page.getByRole("button", { name: "Preview" }).click();
    await canvas(page).locator("[contenteditable]").first().waitFor({ state: "detached" });
    // A visitor's first movement injects the scripts at once (published-site tests); here none.
    const frame = await page.locator("iframe[title^='Page being edited']").boundingBox();
    if (frame === null) throw new Error("the canvas shows");
    await page.mouse.move(frame.x + 200, frame.y + 200);
    await page.mouse.move(frame.x + 300, frame.y + 320);
    expect(await canvasFrame(page).locator("script[src^='https://']").count()).toBe(0);
    expect(errors).toEqual([]);
    const draft = (await draftOf(page)).site as unknown as Site;
    expect(draft.settings.tracking.gtagId).toBe("G-ABC123DEF4");
    await page.context().close();
  });

  it("keeps the site in a file and brings it back: the draft replaced on the server, with no undo", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Cópias da Ilha");
    const page = await harness.openEditor(token, site.id);
    const panel = await openPanel(page, "Settings");
    await panel.getByRole("button", { name: "Site file" }).click();
    const downloading = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Download the site file" }).click();
    const file = await downloadedFile(await downloading);
    expect(JSON.parse(await readFile(file, "utf8")).name).toBe("Cópias da Ilha");

    const name = panel.getByRole("textbox", { name: "Site name" });
    await name.fill("Outro nome");
    await name.press("Enter");
    await saved(page);
    expect((await draftOf(page)).site.name).toBe("Outro nome");

    await panel.getByRole("button", { name: "Replace from a file…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Replace the site from a file" });
    await dialog.locator("input[type=file]").setInputFiles(file);
    await dialog.getByRole("status").filter({ hasText: "Cópias da Ilha:" }).waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await dialog.getByRole("button", { name: "Replace the draft" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => name.inputValue()).toBe("Cópias da Ilha");
    expect((await draftOf(page)).site.name).toBe("Cópias da Ilha");
    await statusFollows(page);
    expect(await page.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe("every site panel at the editor's narrowest width", () => {
  it("fits its column at 1024 px, and each name in the rail fits its button", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Largura da Ilha");
    const page = await harness.openEditor(token, site.id, 1024);
    const rail = page.getByRole("navigation", { name: "Site" });
    const names = (await rail.getByRole("button").allInnerTexts()).map((name) => name.trim());
    expect(names).toHaveLength(8);
    const overflowing = [];
    for (const name of names) {
      const panel = await openPanel(page, name);
      // Laid out with its chunk loaded (and its data: the inbox's and sharing's lists).
      await panel.getByText("Opening…").waitFor({ state: "detached" });
      const loading = async () =>
        (await panel.getByRole("status").allInnerTexts()).filter((text) => text.endsWith("…"));
      await expect.poll(loading).toEqual([]);
      const wide = await panel.evaluate((root) => {
        const right = root.getBoundingClientRect().right;
        return [...root.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > right + 1)
          .map(
            (element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40)}`,
          );
      });
      const button = rail.getByRole("button", { name, exact: true });
      const isNameCut = await button.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      );
      if (wide.length > 0 || isNameCut)
        overflowing.push({ name, wide: wide.slice(0, 3), isNameCut });
    }
    expect(overflowing).toEqual([]);
    await page.context().close();
  });
});
