import type { Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  canvas,
  draftOf,
  editorHarness,
  openPanel,
  publish,
  saved,
} from "./support/editor-harness.ts";

/**
 * A messenger added in the settings panel of a Portuguese site, against the real `ilha serve`:
 * its number as a chat link takes it, its card in each language's words, and the published
 * card's link opening the chat.
 */
const harness = editorHarness();

describe("a messenger added in the settings panel", () => {
  it("keeps a Viber number's digits and plus, says so, starts its card in Portuguese, and publishes a link that opens the chat", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Números da Ilha");
    const page = await harness.openEditor(token, site.id);
    const panel = await openPanel(page, "Settings");
    await panel.getByRole("button", { name: "Messenger widget" }).click();
    const viber = page.getByRole("switch", { name: "Show Viber" });
    await panel.locator("label", { has: viber }).click();
    const value = panel.getByRole("textbox", { name: "Viber: Number, name or page" });
    await value.waitFor();
    const hintId = (await value.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(
      "The phone number with its country code, such as +351 912 345 678. Only the digits and a leading + are kept.",
    );
    await value.fill("+351 (912) 345-678");
    await value.press("Enter");
    await expect.poll(() => value.inputValue()).toBe("+351912345678");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await canvas(page).locator('[data-messenger="viber"]').waitFor();
    await saved(page);

    const content = (await draftOf(page)).site.content as Site["content"];
    const viberIn = (language: string) =>
      content[language]?.messengers?.data.find((item) => item.name === "viber");
    expect(viberIn("pt")).toMatchObject({
      value: "+351912345678",
      data: { message: "Olá 👋\nComo posso ajudar?", buttonText: "Iniciar conversa" },
    });
    expect(viberIn("en")).toMatchObject({
      value: "+351912345678",
      data: { buttonText: "Start Chat" },
    });

    // The card's name is the site's in both languages, with no record: the checks ask.
    await publish(page, { isAsked: true });
    const visitor = await (await harness.editorContext()).newPage();
    await visitor.goto(`${harness.url()}/s/${site.slug}/`);
    await visitor.getByRole("button", { name: "Conversa por Viber" }).click();
    const start = visitor.getByRole("dialog").getByRole("link", { name: "Iniciar conversa" });
    expect(await start.getAttribute("href")).toBe("viber://chat?number=%2B351912345678");
    await visitor.context().close();
    await page.context().close();
  });
});
