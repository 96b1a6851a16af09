import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  announcement,
  canvasReady,
  draftOf,
  editorHarness,
  homeOf,
  openPanel,
  saved,
  text,
  typeInto,
} from "./support/editor-harness.ts";

/**
 * The editor's tools beside the panels, against the real `ilha serve`: the checks before
 * publishing, the command palette, the list of shortcuts and the media panel's upload.
 */
const harness = editorHarness();

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
  it("opens a panel and the versions from Ctrl+K, lists the shortcuts on ?, uploads an image to the library and makes it the favicon", async () => {
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

    // Publishing's dialogs are commands too. (Undo cannot hold the focus on a fresh site: it is
    // disabled; Preview can.)
    const preview = page.getByRole("button", { name: "Preview" });
    await preview.focus();
    await page.keyboard.press("Control+k");
    await palette.waitFor();
    await page.keyboard.type("versions");
    await page.keyboard.press("Enter");
    const versions = page.getByRole("dialog", { name: "Published versions" });
    await versions.waitFor();
    await page.keyboard.press("Escape");
    await versions.waitFor({ state: "detached" });
    // The focus comes back where it was before the palette, not to the page's body.
    await expect
      .poll(() => preview.evaluate((button) => button === document.activeElement))
      .toBe(true);

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

    // The settings' images are picked from the same media.
    const settings = await openPanel(page, "Settings");
    await settings.getByRole("button", { name: "Choose from media: Favicon" }).click();
    const choose = page.getByRole("dialog", { name: "Choose an image: Favicon" });
    await choose.getByRole("row").first().click();
    await choose.getByRole("button", { name: "Use this image" }).click();
    await choose.waitFor({ state: "detached" });
    await saved(page);
    const { settings: siteSettings } = (await draftOf(page)).site as {
      settings: { favicon: string };
    };
    expect(siteSettings.favicon).toMatch(/^\/media\/.+\.webp$/);
    await page.context().close();
  });
});

describe("a panel whose file cannot be loaded", () => {
  it("says so in the panel, keeps the editor and the edit on its way, and opens once the editor is reloaded", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Ilha atualizada");
    // As after Ilha was updated under an open tab: the panel's file, never opened, is gone from
    // the server (no service worker here to answer it from an older build's copy).
    const page = await harness.openEditor(token, site.id, 1440, { serviceWorkers: "block" });
    const gone = "**/assets/theme-panel-*.js";
    await page.route(gone, (route) => route.fulfill({ status: 404, body: "" }));
    await typeInto(page, "hero", "title", "Guardado neste aparelho");

    await page
      .getByRole("navigation", { name: "Site" })
      .getByRole("button", { name: "Theme" })
      .click();
    const notice = page.getByRole("complementary", { name: "Theme" }).getByRole("alert");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("This panel could not be opened.");
    expect(await notice.textContent()).toContain(
      "Your edits are kept on this device: reload the editor to go on.",
    );
    // The rest of the editor goes on: the canvas and its text, the top bar.
    expect(await text(page, "hero", "title").textContent()).toBe("Guardado neste aparelho");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    await page.unroute(gone);
    await notice.getByRole("button", { name: "Reload the editor" }).click();
    await canvasReady(page);
    const panel = await openPanel(page, "Theme");
    await panel.getByRole("radio", { name: "Dark", exact: true }).waitFor();
    expect(await text(page, "hero", "title").textContent()).toBe("Guardado neste aparelho");
    await saved(page);
    const hero = homeOf((await draftOf(page)).site, "pt").find(({ id }) => id === "hero");
    expect(hero?.data.title).toBe("Guardado neste aparelho");
    await page.context().close();
  });
});
