import { SECTION_TYPES, type Site } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { canvas, canvasFrame, editorHarness } from "./support/editor-harness.ts";

/**
 * The page's first section, of every kind, selected in the canvas against the real `ilha serve`:
 * its handle and toolbar are whole on the screen and take the pointer, at the phone's, the
 * tablet's, a 1024 px and the desktop's width. A navigation bar placed first (a library's hero or
 * navigation bar) once covered them with its fixed bar.
 */
const harness = editorHarness();

/** One page per kind, each holding that kind alone, with the library's defaults. */
async function siteWithEveryKindFirst(token: string): Promise<{ id: string }> {
  const created = await harness.apiCall<{ id: string }>("/sites", token, { name: "Café Aurora" });
  const url = `${harness.url()}/api/v1/sites/${created.id}`;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const current = await fetch(url, { headers });
  const site = (await current.json()) as Site;
  const english = site.content.en;
  if (english === undefined) throw new Error("a blank site is in English");
  english.pages.push(
    ...(SECTION_TYPES.map((type) => ({
      path: `/first-${type}`,
      meta: { title: type },
      components: [{ id: `first-${type}`, type, data: CONFIGS[type].defaults("en") }],
    })) as typeof english.pages),
  );
  const response = await fetch(url, {
    method: "PUT",
    headers: { ...headers, "if-match": current.headers.get("etag") ?? "" },
    body: JSON.stringify(site),
  });
  if (!response.ok) throw new Error(`PUT ${url}: ${response.status} ${await response.text()}`);
  return created;
}

/** The handle's and each tool's problems: off the screen, or not the element a click there hits. */
function hiddenTools(page: Page) {
  return canvasFrame(page).evaluate(() => {
    const selected = document.querySelector("[data-section-frame][data-selected]");
    if (selected === null) return ["no section is selected"];
    const tools = [
      ...selected.querySelectorAll<HTMLElement>("[data-section-handle], [role=toolbar] button"),
    ];
    return tools.flatMap((tool) => {
      const box = tool.getBoundingClientRect();
      const name = tool.textContent?.trim();
      const isOnScreen =
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= document.documentElement.clientWidth;
      if (!isOnScreen)
        return [
          `${name} is off the screen (${Math.round(box.top)} ${Math.round(box.bottom)} ${Math.round(box.left)} ${Math.round(box.right)} of ${window.innerHeight} scrolled ${scrollY})`,
        ];
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && tool.contains(hit) ? [] : [`${name} is under ${hit?.className}`];
    });
  });
}

describe("the page's first section", () => {
  it("shows its handle and toolbar whole and clickable when selected, for every kind, at 375, 768, 1024 and 1440 px", async () => {
    const owner = await harness.apiAccount();
    const site = await siteWithEveryKindFirst(owner);
    const page = await harness.openEditor(owner, site.id);
    const iframe = page.locator("iframe[title^='Page being edited']");
    const canvasWidth = () => iframe.evaluate((element) => element.clientWidth);
    const pagePicker = page.getByRole("banner").getByRole("combobox", { name: "Page" });
    // The window whose fitted canvas is 1024 px wide: the rail and the borders beside it.
    await page.getByRole("button", { name: "Fit", exact: true }).click();
    const besideCanvas = 1440 - (await canvasWidth());
    const widths = [
      { name: "Mobile", window: 1440, width: 375 },
      { name: "Tablet", window: 1440, width: 768 },
      { name: "Fit", window: 1024 + besideCanvas, width: 1024 },
      { name: "Desktop", window: 1440, width: 1440 },
    ];
    const found: string[] = [];
    for (const { name, window, width } of widths) {
      await page.setViewportSize({ width: window, height: 900 });
      await page.getByRole("button", { name, exact: true }).click();
      await expect.poll(canvasWidth).toBe(width);
      for (const type of SECTION_TYPES) {
        const path = `/first-${type}`;
        await pagePicker.selectOption(path);
        await canvasFrame(page).waitForSelector(`html[data-canvas-ready="${path}"]`, {
          state: "attached",
        });
        const frame = canvas(page).locator(`[data-section-frame="first-${type}"]`);
        await frame.locator("[data-section-handle]").focus();
        await frame.getByRole("toolbar").waitFor();
        found.push(
          ...(await hiddenTools(page)).map((problem) => `${type} at ${width}: ${problem}`),
        );
      }
    }
    expect(found).toEqual([]);
    // A pointer reaches the tools of a navigation bar placed first: its settings open.
    await pagePicker.selectOption("/first-hero-header");
    const hero = canvas(page).locator('[data-section-frame="first-hero-header"]');
    await hero.locator("[data-section-handle]").focus();
    await hero.getByRole("button", { name: "Settings" }).click({ timeout: 5_000 });
    await page.getByRole("complementary", { name: /settings$/ }).waitFor();
    await page.context().close();
  });
});
