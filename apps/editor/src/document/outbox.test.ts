import type { OperationInput } from "@ilha/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIGNED_IN } from "../test-support/kept-edits.ts";
import { memoryServer } from "../test-support/memory-server.ts";
import { acknowledge, createDocumentStore, edit } from "./document-store.ts";
import { flushStoredEdits, keepEditsOf, readStoredEdits, storeEdits } from "./outbox.ts";

const title = (value: string): OperationInput => ({
  op: "setField",
  language: "pt",
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

let siteCount = 0;
afterEach(() => flushStoredEdits());

beforeEach(() => keepEditsOf(SIGNED_IN));

/** A document store of its own site id, so tests share no IndexedDB record. */
function openStore() {
  siteCount += 1;
  const { state } = memoryServer();
  return createDocumentStore({
    siteId: `outbox-${siteCount}`,
    site: state.site,
    acknowledged: { site: state.site, version: 1 },
  });
}

describe("the edits kept in IndexedDB", () => {
  it("keeps the pending edits, the history and the document they apply to", async () => {
    const store = openStore();
    edit(store, [title("Um")]);
    edit(store, [title("Dois")]);
    await storeEdits(store.getState());
    const kept = await readStoredEdits(store.getState().siteId);
    expect(kept?.version).toBe(1);
    expect(kept?.pending).toEqual([title("Um"), title("Dois")]);
    expect(kept?.history.undo).toHaveLength(2);
    expect(kept?.acknowledged).toEqual(store.getState().acknowledged.site);
  });

  it("keeps the newly acknowledged document with the edits made after it", async () => {
    const store = openStore();
    edit(store, [title("Guardado")]);
    await storeEdits(store.getState());
    acknowledge(store, { count: 1, version: 2 });
    edit(store, [title("Por guardar")]);
    await storeEdits(store.getState());
    const kept = await readStoredEdits(store.getState().siteId);
    expect(kept?.version).toBe(2);
    expect(kept?.pending).toEqual([title("Por guardar")]);
    const hero = kept?.acknowledged.content.pt?.pages[0]?.components[0]?.data as { title: string };
    expect(hero.title).toBe("Guardado");
  });

  it("writes only the latest of the states changed before an idle moment", async () => {
    const store = openStore();
    edit(store, [title("A")]);
    const first = storeEdits(store.getState());
    edit(store, [title("B")]);
    const second = storeEdits(store.getState());
    await Promise.all([first, second]);
    const kept = await readStoredEdits(store.getState().siteId);
    expect(kept?.pending).toEqual([title("A"), title("B")]);
  });

  it("writes at once what waits for an idle moment when the page goes", async () => {
    const store = openStore();
    edit(store, [title("Agora")]);
    void storeEdits(store.getState());
    flushStoredEdits();
    await new Promise((done) => setTimeout(done, 50));
    expect((await readStoredEdits(store.getState().siteId))?.pending).toEqual([title("Agora")]);
  });

  it("has nothing for a site never edited here", async () => {
    expect(await readStoredEdits("never-opened")).toBeUndefined();
  });
});
