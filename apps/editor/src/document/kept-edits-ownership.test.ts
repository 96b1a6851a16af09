import type { OperationInput } from "@ilha/core";
import { createStore, keys, setMany } from "idb-keyval";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keptEdits, SIGNED_IN } from "../test-support/kept-edits.ts";
import { memoryServer } from "../test-support/memory-server.ts";
import { createDocumentStore, edit } from "./document-store.ts";
import { openEditorSession } from "./editor-session.ts";
import { thisTab } from "./editor-tab.ts";
import {
  forgetKeptEdits,
  hasStoredEdits,
  keepEditsOf,
  readStoredEdits,
  type StoredEdits,
  sitesWithUnsentEdits,
  storeEdits,
} from "./outbox.ts";

const title = (value: string): OperationInput => ({
  op: "setField",
  language: "pt",
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

const idb = createStore("ilha-editor", "edits");
let siteCount = 0;
const newSite = () => {
  siteCount += 1;
  return `owned-${siteCount}`;
};

/** What a tab that closed left of a site, as it is written in IndexedDB. */
async function left(siteId: string, tab: string, edits: StoredEdits): Promise<void> {
  const { acknowledged, ...rest } = edits;
  const key = `site:${siteId}:tab:${tab}`;
  await setMany(
    [
      [key, rest],
      [`${key}:base`, { version: edits.version, acknowledged }],
    ],
    idb,
  );
}

const siteKeys = async (siteId: string) =>
  (await keys(idb)).filter((key) => String(key).startsWith(`site:${siteId}:`));

beforeAll(() => thisTab());
beforeEach(() => keepEditsOf(SIGNED_IN));

describe("whose kept edits are", () => {
  it("writes each record with the id of the person signed in, and reads it for them only", async () => {
    const server = memoryServer();
    const store = createDocumentStore({
      siteId: newSite(),
      site: server.state.site,
      acknowledged: { site: server.state.site, version: 1 },
    });
    edit(store, [title("Da Ana")]);
    await storeEdits(store.getState());
    const siteId = store.getState().siteId;
    expect(await readStoredEdits(siteId)).toMatchObject({ owner: SIGNED_IN });
    keepEditsOf("user-rui");
    expect(await readStoredEdits(siteId)).toBeUndefined();
    expect(await hasStoredEdits(siteId)).toBe(false);
  });

  it("neither applies, shows nor sends another person's edits, nor a record of nobody's, and drops them", async () => {
    const siteId = newSite();
    const server = memoryServer();
    const acknowledged = server.state.site;
    await left(siteId, "ana", keptEdits({ acknowledged, pending: [title("Da Ana")] }));
    const { owner: _, ...nobodys } = keptEdits({ acknowledged, pending: [title("De ninguém")] });
    await left(siteId, "earlier", nobodys);
    keepEditsOf("user-rui");
    const session = await openEditorSession({ siteId, transport: server.transport });
    expect(session.document.getState().pending).toEqual([]);
    expect(JSON.stringify(session.document.getState().site)).not.toContain("Da Ana");
    expect(JSON.stringify(session.document.getState().site)).not.toContain("De ninguém");
    await session.close();
    expect(server.state.patches).toEqual([]);
    expect(await siteKeys(siteId)).toEqual([]);
  });

  it("offline, opens nobody's kept document for another person", async () => {
    const siteId = newSite();
    const server = memoryServer();
    await left(
      siteId,
      "ana",
      keptEdits({ acknowledged: server.state.site, pending: [title("A")] }),
    );
    keepEditsOf("user-rui");
    server.state.isDown = true;
    await expect(openEditorSession({ siteId, transport: server.transport })).rejects.toThrow();
  });

  it("lists the sites whose edits of the person signed in are not sent, any tab's", async () => {
    const [mine, theirs, sent] = [newSite(), newSite(), newSite()];
    const acknowledged = memoryServer().state.site;
    await left(mine, "a", keptEdits({ acknowledged, pending: [title("Meu")] }));
    await left(theirs, "b", {
      ...keptEdits({ acknowledged, pending: [title("Teu")] }),
      owner: "x",
    });
    await left(sent, "c", keptEdits({ acknowledged, pending: [] }));
    const unsent = await sitesWithUnsentEdits();
    expect(unsent).toContain(mine);
    expect(unsent).not.toContain(theirs);
    expect(unsent).not.toContain(sent);
  });
});

describe("forgetting what is kept", () => {
  it("clears every record, and a session closing after it writes nothing again", async () => {
    const siteId = newSite();
    const server = memoryServer();
    const session = await openEditorSession({ siteId, transport: server.transport });
    server.state.isDown = true;
    session.edit([title("Por enviar")]);
    await left(newSite(), "other", keptEdits({ acknowledged: server.state.site, pending: [] }));
    await forgetKeptEdits();
    expect(await keys(idb)).toEqual([]);
    await session.close();
    expect(await keys(idb)).toEqual([]);
    keepEditsOf(SIGNED_IN);
    expect(await readStoredEdits(siteId)).toBeUndefined();
  });
});
