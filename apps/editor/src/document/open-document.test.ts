import { applyOperations, type OperationInput } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { keptEdits } from "../test-support/kept-edits.ts";
import { heroSocials, INSERT_SOCIAL, memoryServer } from "../test-support/memory-server.ts";
import { openDocument } from "./open-document.ts";
import { startSync } from "./sync.ts";

const title = (value: string): OperationInput => ({
  op: "setField",
  language: "pt",
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});
const paragraph = (value: string): OperationInput =>
  ({ ...title(value), path: ["paragraph"] }) as OperationInput;

describe("opening a site with edits kept in this browser", () => {
  it("applies the kept edits on the server's document and marks them unsaved", () => {
    const server = memoryServer();
    const stored = keptEdits({
      acknowledged: server.state.site,
      pending: [title("Guardado")],
      history: { undo: [{ operations: [title("Antes")] }], redo: [] },
    });
    const store = openDocument({
      siteId: "s",
      server: { site: server.state.site, version: 1 },
      stored,
    });
    const state = store.getState();
    expect(state.pending).toEqual([title("Guardado")]);
    expect(state.save).toBe("unsaved");
    expect(state.history.undo).toHaveLength(1);
    const hero = state.site.content.pt?.pages[0]?.components[0]?.data as { title: string };
    expect(hero.title).toBe("Guardado");
  });

  it("does not send again the edits that reached the server just before the page went", () => {
    const server = memoryServer();
    const base = server.state.site;
    const sent = [title("Enviado")];
    const applied = applyOperations(base, sent);
    if (!applied.ok) throw new Error(applied.error.code);
    const stored = keptEdits({
      acknowledged: base,
      pending: [...sent, paragraph("Por enviar")],
      sending: 1,
    });
    const store = openDocument({ siteId: "s", server: { site: applied.site, version: 2 }, stored });
    expect(store.getState().pending).toEqual([paragraph("Por enviar")]);
  });

  it("sends them again when the server never had them, on top of a collaborator's newer version", () => {
    const server = memoryServer();
    const base = server.state.site;
    server.collaborate([paragraph("Do colega")]);
    const stored = keptEdits({ acknowledged: base, pending: [title("Meu")], sending: 1 });
    const store = openDocument({
      siteId: "s",
      server: { site: server.state.site, version: 2 },
      stored,
    });
    expect(store.getState().pending).toEqual([title("Meu")]);
    const hero = store.getState().site.content.pt?.pages[0]?.components[0]
      ?.data as unknown as Record<string, string>;
    expect([hero.title, hero.paragraph]).toEqual(["Meu", "Do colega"]);
  });

  it("acknowledges, not applies again, edits whose request was still on its way when the last session closed", async () => {
    const server = memoryServer();
    const count = heroSocials(server.state.site).length;
    const stored = keptEdits({
      acknowledged: server.state.site,
      pending: [INSERT_SOCIAL],
      sending: 1,
    });
    // The server answers before that request lands: the edits are not seen stored yet.
    const store = openDocument({
      siteId: "s",
      server: { site: server.state.site, version: 1 },
      stored,
    });
    expect(store.getState()).toMatchObject({ pending: [INSERT_SOCIAL], unconfirmed: 1 });
    // Then it lands, and this session sends the same edits on the version it read: a 412.
    await server.transport.patch({ version: 1, operations: [INSERT_SOCIAL] });
    const sync = startSync({ store, transport: server.transport, persist: () => {}, delayMs: 0 });
    await sync.flush();
    sync.stop();
    expect(server.state.patches).toHaveLength(1);
    expect(heroSocials(server.state.site)).toHaveLength(count + 1);
    expect(store.getState()).toMatchObject({ pending: [], unconfirmed: 0, save: "saved" });
    expect(store.getState().acknowledged.version).toBe(2);
  });
});
