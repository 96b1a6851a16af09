import { readFile } from "node:fs/promises";
import { ERRORS } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { downloadedFile } from "./support/suite-browser.ts";
import {
  draftOf,
  editorHarness,
  homeOf,
  canvasReady,
  openPanel,
  PASSWORD,
  publish,
  status,
  typeAndSave,
} from "./support/editor-harness.ts";

/**
 * The owner's own panels, against the real `ilha serve`: a visitor's message read and exported
 * from the inbox, a collaborator invited by link who edits but has neither inbox nor sharing, and
 * an owner's account from its sign-up to the versions of a site restored and unpublished.
 */
const harness = editorHarness();

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
    const csv = await readFile(await downloadedFile(file), "utf8");
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

describe("an owner's account and a site's versions", () => {
  it("signs up and refuses sign-ins past the limit, then publishes twice, restores the first version and unpublishes, each screen and dialog axe-clean", async () => {
    const page = await (await harness.editorContext(1024)).newPage();
    await page.goto(`${harness.editorOrigin()}/`);
    await page.getByRole("button", { name: "New to Ilha? Create an account" }).click();
    await page.getByRole("heading", { name: "Create your Ilha account" }).waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.getByLabel("E-mail").fill(`versions-${Date.now()}@ilha.local`);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
    // A stranger's guesses at one address: the sixth is refused before its password is checked.
    const stranger = await (await harness.editorContext(1024)).newPage();
    await stranger.goto(`${harness.editorOrigin()}/`);
    await stranger.getByLabel("E-mail").fill("nobody@ilha.local");
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await stranger.getByLabel("Password").fill(`wrong guess ${attempt}`);
      await stranger.getByRole("button", { name: "Sign in" }).click();
      const expected = attempt <= 5 ? ERRORS.wrongCredentials : ERRORS.tooManyAttempts;
      await expect.poll(() => stranger.getByRole("alert").textContent()).toBe(expected.message);
    }
    expect(await axeViolations(stranger, { wcag: "2.2" })).toEqual([]);
    await stranger.context().close();

    await page.getByRole("button", { name: "New site" }).click();
    const create = page.getByRole("dialog", { name: "Create a site" });
    await create.getByLabel("Site name").fill("Versões da Ilha");
    await create.getByRole("button", { name: "Create site" }).click();
    await canvasReady(page);
    const slug = (await draftOf(page)).site.slug as string;
    await publish(page);
    await typeAndSave(page, "hero", "title", "Segunda versão");
    // The hero's English title was translated from the title changed: the checks ask first.
    await publish(page, { isAsked: true });
    expect(await harness.publishedHome(slug)).toContain("Segunda versão");

    await page.getByRole("button", { name: "Versions" }).click();
    const versions = page.getByRole("dialog", { name: "Published versions" });
    await versions.getByRole("button", { name: "Restore version 1" }).click();
    const restore = page.getByRole("alertdialog", { name: "Make version 1 live again?" });
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await restore.getByRole("button", { name: "Restore version" }).click();
    await expect.poll(() => harness.publishedHome(slug)).not.toContain("Segunda versão");
    // The dialog closes once the action is done; it opens again to unpublish.
    await versions.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Versions" }).click();
    await versions.getByRole("button", { name: "Unpublish" }).click();
    const unpublish = page.getByRole("alertdialog", { name: "Unpublish your site?" });
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await unpublish.getByRole("button", { name: "Unpublish site" }).click();
    await expect.poll(() => status(`${harness.url()}/s/${slug}/`)).toBe(404);
    await page.getByText("Unpublished: visitors do not see your site").waitFor();
    // The draft keeps the owner's latest text.
    expect(homeOf((await draftOf(page)).site, "pt")[0]?.data.title).toBe("Segunda versão");
    await page.context().close();
  });
});
