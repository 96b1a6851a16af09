import { describe, expect, it } from "vitest";
import {
  canvas,
  draftOf,
  editorHarness,
  homeOf,
  saved,
  saveState,
  text,
  typeAndSave,
  typeInto,
} from "./support/editor-harness.ts";
import { answeredSaves } from "./support/answered-saves.ts";
import { cuttableNetwork } from "./support/cuttable-network.ts";

/**
 * How the editor keeps edits of two collaborators at once, against the real `ilha serve`: both
 * saved, and a save refused as stale re-applied on the newer version. Offline editing is in
 * `editor-offline.spec.ts`.
 */
const harness = editorHarness();

/** A site made from the sample, and a second account its owner invited and who accepted. */
async function sharedSample(name: string) {
  const owner = await harness.apiAccount();
  const site = await harness.sampleSite(owner, name);
  const invite = await harness.apiCall<{ token: string }>(`/sites/${site.id}/invites`, owner, {});
  const collaborator = await harness.apiAccount();
  await harness.apiCall("/invites/accept", collaborator, { token: invite.token });
  return { owner, site, collaborator };
}

describe("editing together", () => {
  it("keeps both collaborators' edits to different fields of a page, on both canvases", async () => {
    const { owner, site, collaborator } = await sharedSample("Together");
    const [mine, theirs] = await Promise.all([
      harness.openEditor(owner, site.id),
      harness.openEditor(collaborator, site.id),
    ]);
    await Promise.all([
      typeAndSave(mine, "hero", "title", "Título da dona"),
      typeAndSave(theirs, "hero", "paragraph", "Parágrafo do colaborador"),
    ]);
    for (const page of [mine, theirs]) {
      await expect
        .poll(() => text(page, "hero", "title").textContent(), { timeout: 15_000 })
        .toBe("Título da dona");
      await expect
        .poll(() => text(page, "hero", "paragraph").textContent(), { timeout: 15_000 })
        .toBe("Parágrafo do colaborador");
    }
    const hero = homeOf((await draftOf(mine)).site, "pt")[0]?.data;
    expect(hero).toMatchObject({ title: "Título da dona", paragraph: "Parágrafo do colaborador" });
    await mine.context().close();
    await theirs.context().close();
  });
});

describe("a save refused as stale", () => {
  it("fetches the collaborator's newer version, applies the owner's edit on it and saves: both edits kept, the canvas showing theirs", async () => {
    const { owner, site, collaborator } = await sharedSample("Stale");
    const page = await harness.openEditor(owner, site.id);
    const answers = answeredSaves(page);
    // The owner's first save waits until the collaborator has saved: their save comes first
    // however long the machine takes between the owner's typing and the autosave.
    let collaboratorSaved = () => {};
    const isCollaboratorFirst = new Promise<void>((done) => {
      collaboratorSaved = done;
    });
    await page.route(`**/api/v1/sites/${site.id}`, async (route) => {
      if (route.request().method() === "PATCH") await isCollaboratorFirst;
      await route.continue();
    });
    await typeInto(page, "hero", "title", "Título da dona");
    // Once the text is an edit waiting to be saved (the editor looks for a newer version only
    // while it has none), the collaborator saves another field.
    await page.waitForFunction(
      (key) =>
        (
          (window as unknown as Record<string, unknown>)[key] as {
            document: { getState: () => { pending: unknown[] } };
          }
        ).document.getState().pending.length > 0,
      "ilhaCanvasBridge",
      { polling: 20 },
    );
    const url = `${harness.url()}/api/v1/sites/${site.id}`;
    const headers = {
      authorization: `Bearer ${collaborator}`,
      "x-shared-editing": "1",
      "content-type": "application/json",
    };
    const etag = (await fetch(url, { headers })).headers.get("etag") ?? "";
    const theirs = {
      op: "setField",
      language: "pt",
      pagePath: "/",
      sectionId: "hero",
      path: ["paragraph"],
      value: "Parágrafo do colaborador",
    };
    const patched = await fetch(url, {
      method: "PATCH",
      headers: { ...headers, "if-match": etag },
      body: JSON.stringify({ operations: [theirs] }),
    });
    expect(patched.status).toBe(204);
    collaboratorSaved();
    await saved(page);
    // The owner's save met the newer version (412), then went on it, once.
    expect(answers.map((answer) => answer.status)).toEqual([412, 204]);
    expect(answers[1]?.operations).toEqual(answers[0]?.operations);
    await expect
      .poll(() => text(page, "hero", "paragraph").textContent())
      .toBe("Parágrafo do colaborador");
    expect(await text(page, "hero", "title").textContent()).toBe("Título da dona");
    const hero = homeOf((await draftOf(page)).site, "pt")[0]?.data;
    expect(hero).toMatchObject({ title: "Título da dona", paragraph: "Parágrafo do colaborador" });
    await page.context().close();
  });
});

describe("a save whose answer was lost", () => {
  it("finds its edits stored when it sends them again, and applies them once: one section inserted, not two", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Lost answer");
    const network = await cuttableNetwork();
    const page = await harness.openEditor(owner, site.id, 1440, {
      proxy: { server: network.server },
    });
    const answers = answeredSaves(page);
    network.loseAnswers();
    await page.getByRole("banner").getByRole("button", { name: "+ Add section" }).click();
    await page
      .getByRole("complementary", { name: "Add a section" })
      .getByRole("button", { name: "Add Pricing" })
      .click();
    const pricing = async () => {
      const draft = await harness.apiCall<Record<string, unknown>>(`/sites/${site.id}`, owner);
      return homeOf(draft, "pt").filter((section) => section.type === "pricing").length;
    };
    // Stored by the server, its answer lost on the way back: the editor cannot know it took.
    await expect.poll(pricing, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => saveState(page).textContent(), { timeout: 15_000 })
      .toBe("Saving failed, retrying…");

    network.restore();
    // At the next try (the wait doubles after each failure, from 1 s).
    await saved(page, 45_000);
    // Sent again on the version it was made on: refused as stale, the newer version read, the
    // insertion found in it and taken as done.
    expect(answers.map((answer) => answer.status)).toEqual([412]);
    expect(await pricing()).toBe(1);
    expect(await canvas(page).locator("[data-section-frame^='pricing-']").count()).toBe(1);
    await page.context().close();
    await network.close();
  });
});
