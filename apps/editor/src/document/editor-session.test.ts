import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memoryServer } from "../test-support/memory-server.ts";
import { openEditorSession } from "./editor-session.ts";
import { readStoredEdits } from "./outbox.ts";

const idle = globalThis.requestIdleCallback;

/** A page never idle, whose state waits to be written until the page is hidden or goes. */
beforeEach(() => {
  globalThis.requestIdleCallback = () => 0;
});

afterEach(() => {
  globalThis.requestIdleCallback = idle;
  Reflect.deleteProperty(document, "visibilityState");
});

const settle = () => new Promise((done) => setTimeout(done, 50));

describe("an editor session keeping its edits in this browser", () => {
  it("writes the edits waiting for an idle moment when the page is hidden", async () => {
    const { transport } = memoryServer();
    const session = await openEditorSession({ siteId: "hidden-page", transport });
    const title = { op: "setField", language: "pt", pagePath: "/", sectionId: "hero" } as const;
    session.edit([{ ...title, path: ["title"], value: "Guardado ao esconder" }]);
    await settle();
    expect(await readStoredEdits("hidden-page")).toBeUndefined();
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect((await readStoredEdits("hidden-page"))?.pending).toEqual([
      { ...title, path: ["title"], value: "Guardado ao esconder" },
    ]);
    session.close();
  });
});
