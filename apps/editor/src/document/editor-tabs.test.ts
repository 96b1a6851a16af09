import type { OperationInput } from "@ilha/core";
import { createStore, keys, setMany } from "idb-keyval";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { keptEdits, SIGNED_IN } from "../test-support/kept-edits.ts";
import { memoryServer } from "../test-support/memory-server.ts";
import { openEditorSession } from "./editor-session.ts";
import { thisTab } from "./editor-tab.ts";
import { hasStoredEdits, keepEditsOf, readStoredEdits, type StoredEdits } from "./outbox.ts";

const field = (path: string, value: string): OperationInput => ({
  op: "setField",
  language: "pt",
  pagePath: "/",
  sectionId: "hero",
  path: [path],
  value,
});

const idb = createStore("ilha-editor", "edits");

beforeEach(() => keepEditsOf(SIGNED_IN));
let siteCount = 0;
const newSite = () => {
  siteCount += 1;
  return `tabs-${siteCount}`;
};

/** What a tab that has closed (or the earlier editor, `tab` undefined) left of a site. */
async function leftByTab({
  siteId,
  tab,
  edits,
}: {
  siteId: string;
  tab: string | undefined;
  edits: StoredEdits;
}): Promise<void> {
  const key = tab === undefined ? `site:${siteId}` : `site:${siteId}:tab:${tab}`;
  const { acknowledged, ...rest } = edits;
  await setMany(
    [
      [key, rest],
      [`${key}:base`, { version: edits.version, acknowledged }],
    ],
    idb,
  );
}

const siteKeys = async (siteId: string) =>
  (await keys(idb)).filter((key) => String(key).startsWith(`site:${siteId}`)).sort();

const locks = Object.getOwnPropertyDescriptor(navigator, "locks");
// This tab has its name before the tests say which other tabs are open.
beforeAll(() => thisTab());
afterEach(() => {
  if (locks === undefined) Reflect.deleteProperty(navigator, "locks");
  else Object.defineProperty(navigator, "locks", locks);
});

/** Web Locks that say the tabs `open` hold theirs (this browser's other tabs still open). */
function tabsOpen(open: string[]) {
  Object.defineProperty(navigator, "locks", {
    configurable: true,
    value: {
      query: async () => ({
        held: open.map((tab) => ({ name: `ilha-editor-tab:${tab}`, mode: "exclusive" })),
        pending: [],
      }),
    },
  });
}

describe("the edits of several tabs on one site", () => {
  it("keeps this tab's edits under its own name, apart from another tab's", async () => {
    const siteId = newSite();
    const server = memoryServer();
    await leftByTab({
      siteId,
      tab: "other",
      edits: keptEdits({ acknowledged: server.state.site, pending: [field("title", "Da outra")] }),
    });
    tabsOpen(["other"]);
    const session = await openEditorSession({ siteId, transport: server.transport });
    server.state.isDown = true;
    session.edit([field("paragraph", "Desta")]);
    await session.close();
    expect((await readStoredEdits(siteId))?.pending).toEqual([field("paragraph", "Desta")]);
    // The other tab is still open: its edits are its own to send, left as they were.
    expect(await siteKeys(siteId)).toEqual(
      [
        `site:${siteId}:tab:${await thisTab()}`,
        `site:${siteId}:tab:${await thisTab()}:base`,
        `site:${siteId}:tab:other`,
        `site:${siteId}:tab:other:base`,
      ].sort(),
    );
    expect(session.document.getState().pending).toEqual([field("paragraph", "Desta")]);
  });

  it("takes over what tabs that closed left, the latest whole with its history, and saves every edit", async () => {
    const siteId = newSite();
    const server = memoryServer();
    const acknowledged = server.state.site;
    await leftByTab({
      siteId,
      tab: "earlier",
      edits: keptEdits({ acknowledged, pending: [field("title", "Antes")], storedAt: 1 }),
    });
    const history = { undo: [{ operations: [field("paragraph", "")] }], redo: [] };
    await leftByTab({
      siteId,
      tab: "later",
      edits: keptEdits({
        acknowledged,
        pending: [field("paragraph", "Depois")],
        history,
        storedAt: 2,
      }),
    });
    await leftByTab({
      siteId,
      tab: undefined,
      edits: keptEdits({
        acknowledged,
        pending: [field("backgroundImgAlt", "Do editor de antes")],
      }),
    });
    expect(await hasStoredEdits(siteId)).toBe(true);
    const session = await openEditorSession({ siteId, transport: server.transport });
    expect(session.document.getState().history).toEqual(history);
    // Kept in one place from the moment they are taken over: this tab's.
    expect(await siteKeys(siteId)).toEqual(
      [
        `site:${siteId}:tab:${await thisTab()}`,
        `site:${siteId}:tab:${await thisTab()}:base`,
      ].sort(),
    );
    expect((await readStoredEdits(siteId))?.pending).toEqual([
      field("paragraph", "Depois"),
      field("title", "Antes"),
      field("backgroundImgAlt", "Do editor de antes"),
    ]);
    await session.close();
    const hero = server.state.site.content.pt?.pages[0]?.components[0]?.data as Record<
      string,
      unknown
    >;
    expect([hero.title, hero.paragraph, hero.backgroundImgAlt]).toEqual([
      "Antes",
      "Depois",
      "Do editor de antes",
    ]);
    expect(await hasStoredEdits(siteId)).toBe(false);
  });

  it("does not send twice what a tab that closed had sent and the server stored", async () => {
    const siteId = newSite();
    const server = memoryServer();
    const before = server.state.site;
    server.collaborate([field("title", "Enviado")]);
    await leftByTab({
      siteId,
      tab: "closed",
      edits: keptEdits({
        acknowledged: before,
        pending: [field("title", "Enviado"), field("paragraph", "Por enviar")],
        sending: 1,
      }),
    });
    const session = await openEditorSession({ siteId, transport: server.transport });
    await session.close();
    expect(server.state.patches).toEqual([[field("paragraph", "Por enviar")]]);
  });

  it("offline, opens with the latest tab's edits and leaves the others for a tab that can send them", async () => {
    const siteId = newSite();
    const server = memoryServer();
    const acknowledged = server.state.site;
    await leftByTab({
      siteId,
      tab: "a",
      edits: keptEdits({ acknowledged, pending: [field("title", "A")], storedAt: 1 }),
    });
    await leftByTab({
      siteId,
      tab: "b",
      edits: keptEdits({ acknowledged, pending: [field("paragraph", "B")], storedAt: 2 }),
    });
    server.state.isDown = true;
    const session = await openEditorSession({ siteId, transport: server.transport });
    expect(session.document.getState().pending).toEqual([field("paragraph", "B")]);
    expect(await siteKeys(siteId)).toEqual(
      [
        `site:${siteId}:tab:${await thisTab()}`,
        `site:${siteId}:tab:${await thisTab()}:base`,
        `site:${siteId}:tab:a`,
        `site:${siteId}:tab:a:base`,
      ].sort(),
    );
    await session.close();
  });
});
