import { describe, expect, it } from "vitest";
import { answeredSaves, storedOperations } from "./support/answered-saves.ts";
import { axeViolations } from "./support/axe.ts";
import { type CuttableNetwork, cuttableNetwork } from "./support/cuttable-network.ts";
import {
  announcement,
  canvas,
  canvasFrame,
  canvasReady,
  draftOf,
  editorHarness,
  homeOf,
  saved,
  saveState,
  text,
  typeInto,
} from "./support/editor-harness.ts";
import type { BrowserContext } from "playwright-core";

/**
 * Edits made offline, against the real `ilha serve`: kept on the device across a reload and a
 * departure, one tab's apart from another's, and sent once when the network is back.
 */
const harness = editorHarness();

/**
 * Offline as the editor sees it (`navigator.onLine` false, the browser's "offline" event) and as
 * the network is: the context's proxy cut, so no request reaches the server.
 */
async function goOffline(context: BrowserContext, network: CuttableNetwork) {
  network.cut();
  await context.setOffline(true);
}

/** The network back first, so the "online" event's retry finds it. */
async function goOnline(context: BrowserContext, network: CuttableNetwork) {
  network.restore();
  await context.setOffline(false);
}

/** The editor open on `siteId` in a context whose every request goes through `network`. */
const openBehind = (network: CuttableNetwork, owner: string, siteId: string) =>
  harness.openEditor(owner, siteId, 1440, { proxy: { server: network.server } });

describe("offline", () => {
  it("keeps edits made offline across a reload, marked unsaved, and sends them once when back online", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Offline");
    const network = await cuttableNetwork();
    const page = await openBehind(network, owner, site.id);
    // The editor's files are kept by its service worker once it controls the page.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const answers = answeredSaves(page);
    await goOffline(page.context(), network);
    await typeInto(page, "hero", "title", "Editado sem rede");
    // The top bar's button (the canvas's own sits below sections still being laid out).
    await page.getByRole("banner").getByRole("button", { name: "+ Add section" }).click();
    await page
      .getByRole("complementary", { name: "Add a section" })
      .getByRole("button", { name: "Add Pricing" })
      .click();
    const offline = "Offline: changes kept on this device";
    await expect.poll(() => saveState(page).textContent(), { timeout: 15_000 }).toBe(offline);

    await page.reload();
    await canvasReady(page);
    expect(await text(page, "hero", "title").textContent()).toBe("Editado sem rede");
    // The page grows in after the first section is drawn: its later sections come a moment after.
    await expect
      .poll(() => canvas(page).locator("[data-section-frame^='pricing-']").count())
      .toBe(1);
    // Marked unsaved: between its tries to send them the editor says it is offline (during one,
    // for the moment the failing request takes, "Saving…").
    await expect.poll(() => saveState(page).textContent()).toBe(offline);

    await goOnline(page.context(), network);
    // Back online at once, or at the next retry (the wait doubles up to 30 s while offline).
    await saved(page, 45_000);
    const stored = homeOf((await draftOf(page)).site, "pt");
    expect(stored[0]?.data.title).toBe("Editado sem rede");
    // Sent once: a second sending of the insertion would have stored a second pricing section.
    expect(stored.filter((section) => section.type === "pricing")).toHaveLength(1);
    // And on the wire: every save the server answered took, and no operation went twice.
    expect(answers.map((answer) => answer.status).filter((status) => status !== 204)).toEqual([]);
    const operations = storedOperations(answers);
    expect(operations.some((operation) => operation.includes('"insertSection"'))).toBe(true);
    expect(operations.some((operation) => operation.includes("Editado sem rede"))).toBe(true);
    expect(new Set(operations).size).toBe(operations.length);
    await page.context().close();
    await network.close();
  });

  it("sends an edit made just before the owner leaves for the dashboard, and shows it when the site opens again", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Leaving");
    const page = await harness.openEditor(owner, site.id);
    await typeInto(page, "hero", "title", "Escrito antes de sair");
    // Well within autosave's pause: leaving is what sends it.
    await page.getByRole("button", { name: "Your sites" }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
    const stored = async () => {
      const draft = await harness.apiCall<Record<string, unknown>>(`/sites/${site.id}`, owner);
      return homeOf(draft, "pt")[0]?.data.title;
    };
    await expect.poll(stored, { timeout: 5_000 }).toBe("Escrito antes de sair");
    await page.getByRole("button", { name: "Edit “Leaving”" }).click();
    await canvasReady(page);
    expect(await text(page, "hero", "title").textContent()).toBe("Escrito antes de sair");
    await saved(page);
    await page.context().close();
  });

  it("tells on the dashboard of edits left on this device while offline, until the site is opened online", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Kept here");
    const network = await cuttableNetwork();
    const page = await openBehind(network, owner, site.id);
    await goOffline(page.context(), network);
    await typeInto(page, "hero", "title", "Guardado neste aparelho");
    await page.getByRole("button", { name: "Your sites" }).click();
    const card = page.getByRole("listitem").filter({ hasText: "Kept here" });
    const note = card.getByText(
      "Edits kept on this device, not saved yet: open the site to save them",
    );
    await note.waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);

    await goOnline(page.context(), network);
    await card.getByRole("button", { name: "Edit “Kept here”" }).click();
    await canvasReady(page);
    await saved(page);
    await page.getByRole("button", { name: "Your sites" }).click();
    await card.waitFor();
    await note.waitFor({ state: "detached" });
    const draft = await harness.apiCall<Record<string, unknown>>(`/sites/${site.id}`, owner);
    expect(homeOf(draft, "pt")[0]?.data.title).toBe("Guardado neste aparelho");
    await page.context().close();
    await network.close();
  });

  it("keeps each tab's edits apart when two tabs edit one site offline: a reload brings back the tab's own, and back online both are saved", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Two tabs");
    const network = await cuttableNetwork();
    const first = await openBehind(network, owner, site.id);
    const context = first.context();
    const second = await context.newPage();
    await second.goto(first.url());
    await canvasReady(second);
    await goOffline(context, network);
    await typeInto(first, "hero", "title", "Da primeira aba");
    await typeInto(second, "hero", "paragraph", "Da segunda aba");
    const offline = "Offline: changes kept on this device";
    for (const tab of [first, second]) {
      await expect.poll(() => saveState(tab).textContent(), { timeout: 15_000 }).toBe(offline);
    }
    // The second tab wrote after the first: each keeps its own, so the first still has its edit,
    // as an edit of its own waiting to be sent (not the other tab's), and the server neither.
    await first.reload();
    await canvasReady(first);
    expect(await text(first, "hero", "title").textContent()).toBe("Da primeira aba");
    await expect.poll(() => saveState(first).textContent()).toBe(offline);
    const pending = await first.evaluate((key) => {
      const bridge = (window as unknown as Record<string, unknown>)[key] as {
        document: { getState: () => { pending: unknown[] } };
      };
      return JSON.stringify(bridge.document.getState().pending);
    }, "ilhaCanvasBridge");
    expect(pending).toContain('"Da primeira aba"');
    expect(pending).not.toContain('"Da segunda aba"');
    const draft = async () =>
      homeOf(await harness.apiCall<Record<string, unknown>>(`/sites/${site.id}`, owner), "pt")[0]
        ?.data;
    expect(await draft()).not.toMatchObject({ title: "Da primeira aba" });
    expect(await draft()).not.toMatchObject({ paragraph: "Da segunda aba" });

    await goOnline(context, network);
    for (const tab of [first, second]) await saved(tab, 45_000);
    expect(await draft()).toMatchObject({ title: "Da primeira aba", paragraph: "Da segunda aba" });
    await context.close();
    await network.close();
  });

  it("saves at once on Ctrl+S while a text is being typed, keeps the caret, and the browser saves no page", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Saving now");
    const page = await harness.openEditor(owner, site.id);
    await typeInto(page, "hero", "title", "Guardado já");
    type Seen = { isSavePrevented?: boolean; pendingAtSave?: string };
    await canvasFrame(page).evaluate(() => {
      const seen = window as unknown as Seen;
      const bridge = (window.parent as unknown as Record<string, unknown>).ilhaCanvasBridge as {
        document: { getState: () => { pending: unknown[] } };
      };
      // After the canvas's own handler: the key's default prevented, the text already an edit.
      window.addEventListener("keydown", (event) => {
        if (event.key.toLowerCase() !== "s") return;
        seen.isSavePrevented = event.defaultPrevented;
        seen.pendingAtSave = JSON.stringify(bridge.document.getState().pending);
      });
    });
    await page.keyboard.press("Control+S");
    const seen = await canvasFrame(page).evaluate(() => {
      const { isSavePrevented, pendingAtSave } = window as unknown as Seen;
      return { isSavePrevented, pendingAtSave };
    });
    expect(seen.isSavePrevented).toBe(true);
    // Committed by the key, not by autosave a second after the last letter.
    expect(seen.pendingAtSave).toContain("Guardado já");
    await saved(page);
    const draft = await harness.apiCall<Record<string, unknown>>(`/sites/${site.id}`, owner);
    expect(homeOf(draft, "pt")[0]?.data.title).toBe("Guardado já");
    // With nothing left to send, the key still answers.
    await page.keyboard.press("Control+S");
    await expect.poll(() => announcement(page)).toBe("All changes saved");
    await page.keyboard.type("!");
    expect(await text(page, "hero", "title").textContent()).toBe("Guardado já!");
    await saved(page);
    await page.context().close();
  });
});
