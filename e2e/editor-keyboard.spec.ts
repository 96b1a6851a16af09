import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  announcement,
  canvas,
  canvasFrame,
  editorHarness,
  saved,
  windowOverflow,
} from "./support/editor-harness.ts";

/**
 * The editor by keyboard alone, against the real `ilha serve`: a section inserted, moved, its
 * text edited and the page published; and every site panel: Enter on its rail button
 * opens it with the focus inside, Tab reaches each of its controls (opening each closed part on
 * the way) and each one shows where the focus is (its pixels change when the focus leaves it),
 * the window never scrolling, and Escape closes it, the focus back on its button.
 */
const harness = editorHarness();

const PANELS = ["Pages", "Theme", "Languages", "Settings", "Media", "Inbox", "Sharing", "Account"];
/** More Tab presses than any panel has stops: a panel whose focus never leaves it is a trap. */
const MOST_STOPS = 400;

/** Where the focus is, when it is inside the open panel: its name and the box that shows it. */
type Stop = {
  name: string;
  box: { x: number; y: number; width: number; height: number };
  isClosedPart: boolean;
};

async function focusedStop(page: Page, panelName: string): Promise<Stop | undefined> {
  return page.evaluate((name) => {
    const panel = [...document.querySelectorAll("aside")].find(
      (aside) =>
        document.getElementById(aside.getAttribute("aria-labelledby") ?? "")?.textContent === name,
    );
    const active = document.activeElement;
    if (panel === undefined || !(active instanceof HTMLElement) || !panel.contains(active)) {
      return undefined;
    }
    // A switch's or a radio's input is visually hidden: its label shows the focus.
    const isHidden = ["checkbox", "radio"].includes((active as HTMLInputElement).type ?? "");
    const shown = isHidden ? (active.closest("label") ?? active) : active;
    const rect = shown.getBoundingClientRect();
    const margin = 6;
    // Marked, so its pixels are taken again where it is once the focus has left it.
    document.querySelector("[data-keyboard-stop]")?.removeAttribute("data-keyboard-stop");
    shown.setAttribute("data-keyboard-stop", "");
    return {
      name: (
        active.getAttribute("aria-label") ??
        (active as HTMLInputElement).labels?.[0]?.textContent ??
        document.getElementById(active.getAttribute("aria-labelledby")?.split(" ")[0] ?? "")
          ?.textContent ??
        (active.textContent || active.tagName)
      )
        .trim()
        .slice(0, 60),
      box: {
        x: Math.max(0, rect.x - margin),
        y: Math.max(0, rect.y - margin),
        width: rect.width + 2 * margin,
        height: rect.height + 2 * margin,
      },
      // A part of the panel that opens in place (not a dialog or a menu): it controls a region
      // already in the panel.
      isClosedPart:
        active.getAttribute("aria-expanded") === "false" &&
        panel.contains(document.getElementById(active.getAttribute("aria-controls") ?? "")),
    };
  }, panelName);
}

type Clip = { x: number; y: number; width: number; height: number };
const sessions = new WeakMap<Page, CDPSession>();

/**
 * The pixels of `clip` now, straight from the browser's compositor (half the time of Playwright's
 * `screenshot`, which first waits for fonts and hides the caret: the panels' 260 stops take two
 * each). The capture draws a frame of the page as it is, the focus just moved included.
 */
async function pixelsOf(page: Page, clip: Clip): Promise<Buffer> {
  let session = sessions.get(page);
  if (session === undefined) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { data } = await session.send("Page.captureScreenshot", {
    format: "png",
    clip: { ...clip, scale: 1 },
    optimizeForSpeed: true,
  });
  return Buffer.from(data, "base64");
}

/** Where the control marked by `focusedStop` is now (the panel may have scrolled). */
async function markedBox(page: Page, size: { width: number; height: number }) {
  const at = await page.evaluate(() => {
    const rect = document.querySelector("[data-keyboard-stop]")?.getBoundingClientRect();
    return rect === undefined ? undefined : { x: rect.x, y: rect.y };
  });
  if (at === undefined) return undefined;
  const margin = 6;
  return { x: Math.max(0, at.x - margin), y: Math.max(0, at.y - margin), ...size };
}

/**
 * Tabs through the open panel; at each stop the pixels around the control are taken, and taken
 * again where the control is once the focus has moved on: a stop whose pixels do not change
 * showed no focus.
 */
async function tabThrough(page: Page, panelName: string) {
  const unseen: string[] = [];
  let stops = 0;
  let stop = await focusedStop(page, panelName);
  while (stop !== undefined && stops < MOST_STOPS) {
    if (stop.isClosedPart) {
      await page.keyboard.press("Enter");
      stop = await focusedStop(page, panelName);
      if (stop === undefined) break;
    }
    const focused = await pixelsOf(page, stop.box);
    await page.keyboard.press("Tab");
    stops += 1;
    const box = await markedBox(page, stop.box);
    const after = box === undefined ? undefined : await pixelsOf(page, box);
    if (after?.equals(focused) === true) unseen.push(stop.name);
    stop = await focusedStop(page, panelName);
  }
  return { stops, unseen, isTrapped: stops >= MOST_STOPS };
}

describe("every site panel by keyboard alone", () => {
  it("opens each panel with Enter, reaches and shows each control with Tab, and closes it with Escape", async () => {
    const token = await harness.apiAccount();
    const site = await harness.sampleSite(token, "Teclado da Ilha");
    const page = await harness.openEditor(token, site.id);
    const rail = page.getByRole("navigation", { name: "Site" });
    const report: Record<string, { stops: number; unseen: string[]; isTrapped: boolean }> = {};
    for (const name of PANELS) {
      const button = rail.getByRole("button", { name, exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("complementary", { name });
      await panel.waitFor();
      // The panel's own chunk loads the first time it opens: its controls come after its Close.
      await expect
        .poll(() => panel.locator("button, input, a[href], [tabindex='0']").count())
        .toBeGreaterThan(1);
      await expect
        .poll(() => focusedStop(page, name).then((stop) => stop !== undefined))
        .toBe(true);
      report[name] = await tabThrough(page, name);
      // The editor scrolls inside its parts: the window never moves, the top bar stays.
      expect(await page.evaluate(() => window.scrollY), `${name} scrolls the window`).toBe(0);
      expect(await windowOverflow(page), `${name} makes the window scrollable`).toBe(0);
      // Back in the panel, then out of it.
      await panel.getByRole("heading", { name, exact: true }).first().focus();
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    for (const name of PANELS) {
      expect(report[name]?.isTrapped, `${name} keeps the focus in`).toBe(false);
      expect(report[name]?.stops, `${name} has controls`).toBeGreaterThan(1);
      expect(report[name]?.unseen, `${name}'s stops without visible focus`).toEqual([]);
    }
    await page.context().close();
  });
});

/** What has the keyboard's focus: its accessible text, in the canvas when focus is inside it. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The canvas's elements belong to its own window: read them by their tag, not `instanceof`.
    let active: Element | null = document.activeElement;
    while (active !== null && active.tagName === "IFRAME") {
      active = (active as HTMLIFrameElement).contentDocument?.activeElement ?? null;
    }
    if (active === null) return "";
    return active.getAttribute("aria-label") ?? active.textContent?.trim() ?? "";
  });
}

/** Presses Tab until the focused control's text matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (name.test(await focused(page))) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${name}; focus is on "${await focused(page)}"`);
}

describe("by keyboard alone", () => {
  it("inserts a section, moves it, edits its text and publishes, with no axe violation in the canvas or the settings", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Teclado");
    const page = await harness.openEditor(owner, site.id);
    const frame = canvasFrame(page);
    // The canvas is an editing surface: WCAG's rules (its section frames sit around the page's
    // landmarks, which best practice would have at the top).
    expect(await axeViolations(frame, { isWcagOnly: true, wcag: "2.2" })).toEqual([]);

    await page.keyboard.press("Tab");
    await tabTo(page, /^\+ Add section$/);
    await page.keyboard.press("Enter");
    const library = page.getByRole("complementary", { name: "Add a section" });
    await library.waitFor();
    await tabTo(page, /^Add Call to action$/);
    await page.keyboard.press("Enter");
    await expect.poll(() => announcement(page)).toBe("Call to action section added");
    // The library stays open for another choice; Escape closes it onto the section inserted.
    await page.keyboard.press("Escape");
    await library.waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toMatch(/^Call to action · Section$/);
    const cta = canvas(page).locator("[data-section-frame^='cta-']");
    const ctaId = String(await cta.getAttribute("data-section-frame"));

    await page.keyboard.press("Alt+ArrowUp");
    await expect
      .poll(() => announcement(page))
      .toMatch(/^Call to action moved to position \d+ of \d+$/);
    // Tab past the section's toolbar (its colour mode and orientation as pressed buttons) to its
    // title's alignment, and open it: the canvas passes axe with both shown.
    await tabTo(page, /^Title alignment: /);
    await page.keyboard.press("Enter");
    await cta.getByRole("group", { name: "Title alignment" }).waitFor();
    expect(await axeViolations(frame, { isWcagOnly: true, wcag: "2.2" })).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatch(/^Title alignment: /);
    // Tab on into its texts.
    await tabTo(page, /^Title$/);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Reserve pelo teclado");
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatch(/^Call to action · Section$/);
    await saved(page);

    await page.keyboard.press("Escape");
    await tabTo(page, /^Publish$/);
    await page.keyboard.press("Enter");
    // The title changed in Portuguese since its English was written: publishing anyway, by keyboard.
    const checks = page.getByRole("dialog", { name: "Before you publish" });
    await checks
      .getByRole("button", {
        name: /Title changed in the primary language since it was translated$/,
      })
      .first()
      .waitFor();
    await tabTo(page, /^Publish anyway$/);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => announcement(page), { timeout: 20_000 })
      .toBe("Published: your site is live");
    const published = await harness.publishedHome(site.slug);
    expect(published).toContain("Reserve pelo teclado");
    expect(published.indexOf(`id="${ctaId}"`)).toBeLessThan(published.indexOf('id="footer"'));
    await page.context().close();
  });
});
