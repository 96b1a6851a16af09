import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { type CuttableNetwork, cuttableNetwork } from "./support/cuttable-network.ts";
import {
  canvasReady,
  editorHarness,
  homeOf,
  PASSWORD,
  saved,
  saveState,
  text,
  typeInto,
} from "./support/editor-harness.ts";

/**
 * One browser, two people, against the real `ilha serve`: what the editor kept for the person who
 * signed out never reaches the next one, and nothing of theirs stays on the device.
 */
const harness = editorHarness();

type Account = { email: string; token: string; id: string };

/** An account made through the API, signed in once there (its token) and who it is. */
async function account(name: string): Promise<Account> {
  const email = `${name}-${Date.now()}@ilha.local`;
  const api = `${harness.url()}/api/v1/auth`;
  const headers = { "content-type": "application/json" };
  const body = JSON.stringify({ email, password: PASSWORD });
  await fetch(`${api}/signup`, { method: "POST", headers, body });
  const login = await fetch(`${api}/login`, { method: "POST", headers, body });
  const { token } = (await login.json()) as { token: string };
  const me = await fetch(`${api}/me`, { headers: { authorization: `Bearer ${token}` } });
  return { email, token, id: ((await me.json()) as { id: string }).id };
}

async function signIn(page: Page, person: Account): Promise<void> {
  await page.getByRole("heading", { name: "Sign in to Ilha" }).waitFor();
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Your sites" }).waitFor();
}

async function goOffline(context: BrowserContext, network: CuttableNetwork) {
  network.cut();
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext, network: CuttableNetwork) {
  network.restore();
  await context.setOffline(false);
}

type Kept = { key: string; value: unknown }[];

/** Every record of the editor's IndexedDB store, or (`records`) writes those back. */
function keptRecords(page: Page, records?: Kept): Promise<Kept> {
  return page.evaluate(
    (write) =>
      new Promise<Kept>((resolve, reject) => {
        const opening = indexedDB.open("ilha-editor");
        opening.onupgradeneeded = () => opening.result.createObjectStore("edits");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const transaction = database.transaction("edits", "readwrite");
          const store = transaction.objectStore("edits");
          const kept: Kept = [];
          for (const { key, value } of write ?? []) store.put(value, key);
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (at === null) return;
            kept.push({ key: String(at.key), value: at.value });
            at.continue();
          };
          transaction.oncomplete = () => {
            database.close();
            resolve(kept);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    records,
  );
}

const localKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).map((key) => ({ key, value: localStorage.getItem(key) ?? "" })),
  );

describe("a shared computer", () => {
  it("signing out asks about unsent edits, forgets everything kept for the owner, and the next person never sees or sends the owner's edit", async () => {
    const owner = await account("owner");
    const collaborator = await account("collaborator");
    const site = await harness.sampleSite(owner.token, "Shared desk");
    const invite = await harness.apiCall<{ token: string }>(
      `/sites/${site.id}/invites`,
      owner.token,
      {},
    );
    await harness.apiCall("/invites/accept", collaborator.token, { token: invite.token });
    const network = await cuttableNetwork();
    const context = await harness.editorContext(1440, { proxy: { server: network.server } });
    const page = await context.newPage();
    await page.goto(`${harness.editorOrigin()}/`);

    // The owner edits offline, and goes back to the dashboard with the edit kept here.
    await signIn(page, owner);
    const session = await page.evaluate(() => localStorage.getItem("ilha.session") ?? "");
    await page.getByRole("button", { name: "Edit “Shared desk”" }).click();
    await canvasReady(page);
    const before = await text(page, "hero", "title").textContent();
    await goOffline(context, network);
    await typeInto(page, "hero", "title", "Da dona, sem rede");
    await expect
      .poll(() => saveState(page).textContent(), { timeout: 15_000 })
      .toBe("Offline: changes kept on this device");
    await page.getByRole("button", { name: "Your sites" }).click();
    await page.getByRole("heading", { name: "Your sites" }).waitFor();
    const ownersRecords = await keptRecords(page);
    expect(JSON.stringify(ownersRecords)).toContain("Da dona, sem rede");
    expect(
      ownersRecords.every(
        ({ key, value }) => key.endsWith(":base") || JSON.stringify(value).includes(owner.id),
      ),
    ).toBe(true);

    // Signing out asks first, then forgets everything at once, offline as it is.
    await page.getByRole("button", { name: "Sign out" }).click();
    const question = page.getByRole("alertdialog", { name: "Sign out with edits not saved?" });
    await question.getByText("Edits to “Shared desk” are kept on this device").waitFor();
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await question.getByRole("button", { name: "Discard and sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to Ilha" }).waitFor();
    expect(await keptRecords(page)).toEqual([]);
    // Only the sign-out the server has not heard of yet, sent when the network is back.
    expect((await localKeys(page)).map(({ key }) => key)).toEqual(["ilha.pendingLogout"]);
    await goOnline(context, network);
    await expect.poll(() => localKeys(page), { timeout: 15_000 }).toEqual([]);
    const me = await fetch(`${harness.url()}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.status).toBe(401);

    // Whatever of the owner's a tab might have left behind (written back here) is not the
    // collaborator's: neither shown nor sent, and dropped.
    await keptRecords(page, ownersRecords);
    await signIn(page, collaborator);
    const card = page.getByRole("listitem").filter({ hasText: "Shared desk" });
    await card.waitFor();
    expect(await card.getByText("Edits kept on this device", { exact: false }).count()).toBe(0);
    await card.getByRole("button", { name: "Edit “Shared desk”" }).click();
    await canvasReady(page);
    await saved(page);
    expect(await text(page, "hero", "title").textContent()).toBe(before);
    const draft = await fetch(`${harness.url()}/api/v1/sites/${site.id}`, {
      headers: { authorization: `Bearer ${collaborator.token}`, "x-shared-editing": "1" },
    });
    const stored = homeOf((await draft.json()) as Record<string, unknown>, "pt");
    expect(stored[0]?.data.title).toBe(before);
    const kept = JSON.stringify(await keptRecords(page));
    expect(kept).not.toContain(owner.id);
    expect(kept).not.toContain("Da dona, sem rede");
    const local = JSON.stringify(await localKeys(page));
    expect(local).not.toContain(owner.id);
    expect(local).not.toContain(session);
    await context.close();
    await network.close();
  }, 120_000);
});
