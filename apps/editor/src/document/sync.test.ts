import { ERRORS, type OperationInput, type Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { heroSocials, INSERT_SOCIAL, memoryServer } from "../test-support/memory-server.ts";
import { createDocumentStore, edit, step } from "./document-store.ts";
import { startSync } from "./sync.ts";

const heroTitle = (language: string, value: string): OperationInput => ({
  op: "setField",
  language,
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

const titleOf = (site: Site, language: string) =>
  site.content[language]?.pages[0]?.components.find((section) => section.id === "hero")?.data as
    | { title?: string; paragraph?: string }
    | undefined;

function opened(server: ReturnType<typeof memoryServer>) {
  const store = createDocumentStore({
    siteId: "site",
    site: server.state.site,
    acknowledged: { site: server.state.site, version: server.state.version },
  });
  const kept: unknown[] = [];
  const sync = startSync({
    store,
    transport: server.transport,
    persist: (state) => kept.push(state.pending),
    delayMs: 0,
    pollMs: 60_000,
  });
  return { store, sync, kept };
}

describe("autosave", () => {
  it("sends the edits made before the pause as one PATCH on the version they were made on", async () => {
    const server = memoryServer();
    const { store, sync } = opened(server);
    expect(edit(store, [heroTitle("pt", "Um")])).toBe(true);
    expect(edit(store, [heroTitle("en", "One")])).toBe(true);
    expect(store.getState().save).toBe("unsaved");
    await sync.flush();
    expect(server.state.patches).toEqual([[heroTitle("pt", "Um"), heroTitle("en", "One")]]);
    expect(store.getState()).toMatchObject({ save: "saved", pending: [], sending: 0 });
    expect(store.getState().acknowledged.version).toBe(2);
    expect(titleOf(server.state.site, "pt")?.title).toBe("Um");
    sync.stop();
  });

  it("keeps a collaborator's edit and its own when the collaborator saved first (412)", async () => {
    const server = memoryServer();
    const { store, sync } = opened(server);
    server.collaborate([
      {
        op: "setField",
        language: "pt",
        pagePath: "/",
        sectionId: "hero",
        path: ["paragraph"],
        value: "Dele",
      },
    ]);
    edit(store, [heroTitle("pt", "Meu")]);
    await sync.flush();
    expect(titleOf(server.state.site, "pt")).toMatchObject({ title: "Meu", paragraph: "Dele" });
    expect(titleOf(store.getState().site, "pt")).toMatchObject({ title: "Meu", paragraph: "Dele" });
    expect(store.getState()).toMatchObject({ save: "saved", pending: [] });
    expect(server.state.patches).toHaveLength(1);
    sync.stop();
  });

  it("keeps the edits while the network is gone and sends them once when it is back", async () => {
    const server = memoryServer();
    const { store, sync, kept } = opened(server);
    server.state.isDown = true;
    edit(store, [heroTitle("pt", "Sem rede")]);
    await sync.flush();
    expect(["retrying", "offline"]).toContain(store.getState().save);
    expect(store.getState().pending).toEqual([heroTitle("pt", "Sem rede")]);
    expect(kept.at(-1)).toEqual([heroTitle("pt", "Sem rede")]);
    server.state.isDown = false;
    globalThis.dispatchEvent(new Event("online"));
    await sync.flush();
    expect(server.state.patches).toEqual([[heroTitle("pt", "Sem rede")]]);
    expect(store.getState().save).toBe("saved");
    sync.stop();
  });

  it("drops the edit the server refuses, naming why, and keeps the others", async () => {
    const server = memoryServer();
    const { store, sync } = opened(server);
    edit(store, [heroTitle("pt", "Fica")]);
    // A collaborator removes the section the next pending edit is about.
    server.collaborate([{ op: "removeSection", pagePath: "/", sectionId: "contact" }]);
    edit(store, [
      {
        op: "setField",
        language: "pt",
        pagePath: "/",
        sectionId: "contact",
        path: ["title"],
        value: "Vai",
      },
    ]);
    await sync.flush();
    expect(titleOf(server.state.site, "pt")?.title).toBe("Fica");
    expect(store.getState().problem).toBe(ERRORS.unknownSection.message);
    expect(store.getState().pending).toEqual([]);
    sync.stop();
  });

  it("saves an undo and a redo like any other edit", async () => {
    const server = memoryServer();
    const { store, sync } = opened(server);
    const before = titleOf(server.state.site, "pt")?.title;
    edit(store, [heroTitle("pt", "Desfeito")]);
    await sync.flush();
    expect(step(store, "undo")).toBe(true);
    await sync.flush();
    expect(titleOf(server.state.site, "pt")?.title).toBe(before);
    expect(step(store, "redo")).toBe(true);
    await sync.flush();
    expect(titleOf(server.state.site, "pt")?.title).toBe("Desfeito");
    expect(step(store, "redo")).toBe(false);
    expect(server.state.patches).toHaveLength(3);
    sync.stop();
  });

  it("shows a collaborator's newer version while it has nothing to send", async () => {
    const server = memoryServer();
    const store = createDocumentStore({
      siteId: "site",
      site: server.state.site,
      acknowledged: { site: server.state.site, version: server.state.version },
    });
    const sync = startSync({ store, transport: server.transport, persist: () => {}, pollMs: 20 });
    server.collaborate([heroTitle("en", "Their title")]);
    await expect.poll(() => titleOf(store.getState().site, "en")?.title).toBe("Their title");
    expect(store.getState().acknowledged.version).toBe(2);
    sync.stop();
  });

  it("never applies twice the edits of a request whose answer was lost", async () => {
    const server = memoryServer();
    const { store, sync } = opened(server);
    const count = heroSocials(server.state.site).length;
    server.state.isAnswerLost = true;
    edit(store, [INSERT_SOCIAL]);
    await sync.flush();
    expect(store.getState()).toMatchObject({ save: "retrying", unconfirmed: 1 });
    globalThis.dispatchEvent(new Event("online"));
    await sync.flush();
    expect(heroSocials(server.state.site)).toHaveLength(count + 1);
    expect(server.state.patches).toHaveLength(1);
    expect(store.getState()).toMatchObject({ save: "saved", pending: [], unconfirmed: 0 });
    expect(store.getState().acknowledged.version).toBe(server.state.version);
    sync.stop();
  });
});
