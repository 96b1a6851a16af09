import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIGNED_IN } from "../test-support/kept-edits.ts";
import { heroSocials, INSERT_SOCIAL, memoryServer } from "../test-support/memory-server.ts";
import { closeWhenOpened, openEditorSession } from "./editor-session.ts";
import { keepEditsOf, readStoredEdits } from "./outbox.ts";

const idle = globalThis.requestIdleCallback;

beforeEach(() => keepEditsOf(SIGNED_IN));

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
    await session.close();
  });
});

describe("an editor session closing", () => {
  it("sends what is pending at once (the owner left right after an edit), then stops", async () => {
    const server = memoryServer();
    const session = await openEditorSession({
      siteId: "left-at-once",
      transport: server.transport,
    });
    const count = heroSocials(server.state.site).length;
    session.edit([INSERT_SOCIAL]);
    await session.close();
    expect(server.state.patches).toEqual([[INSERT_SOCIAL]]);
    expect(heroSocials(server.state.site)).toHaveLength(count + 1);
    expect((await readStoredEdits("left-at-once"))?.pending).toEqual([]);
  });

  it("holds the site opened again until it has sent, so no edit is sent twice", async () => {
    const server = memoryServer();
    let answer = () => {};
    const slow = {
      ...server.transport,
      patch: async (request: Parameters<typeof server.transport.patch>[0]) => {
        await new Promise<void>((done) => {
          answer = done;
        });
        return server.transport.patch(request);
      },
    };
    const first = await openEditorSession({ siteId: "opened-again", transport: slow });
    const count = heroSocials(server.state.site).length;
    first.edit([INSERT_SOCIAL]);
    void first.close();
    let isOpened = false;
    const reopening = openEditorSession({ siteId: "opened-again", transport: slow }).then(
      (session) => {
        isOpened = true;
        return session;
      },
    );
    await settle();
    expect(isOpened).toBe(false);
    answer();
    const second = await reopening;
    expect(second.document.getState().pending).toEqual([]);
    expect(second.document.getState().acknowledged.version).toBe(server.state.version);
    await settle();
    expect(server.state.patches).toHaveLength(1);
    expect(heroSocials(server.state.site)).toHaveLength(count + 1);
    await second.close();
  });

  it("closes a session left while its site was still opening, and the site opened again sends its edits once", async () => {
    const server = memoryServer();
    const count = heroSocials(server.state.site).length;
    // Edits kept in this browser: made, and the session closed, while the server was unreachable.
    const offline = await openEditorSession({
      siteId: "left-opening",
      transport: server.transport,
    });
    server.state.isDown = true;
    offline.edit([INSERT_SOCIAL]);
    await offline.close();
    server.state.isDown = false;
    expect((await readStoredEdits("left-opening"))?.pending).toEqual([INSERT_SOCIAL]);

    // The screen is left while the site opens (as React's strict mode does), then shown again;
    // the server answers the first PATCH only when told.
    const waiting: (() => void)[] = [];
    const slow = {
      ...server.transport,
      patch: async (request: Parameters<typeof server.transport.patch>[0]) => {
        await new Promise<void>((done) => waiting.push(done));
        return server.transport.patch(request);
      },
    };
    const leftWhileOpening = openEditorSession({ siteId: "left-opening", transport: slow });
    const left = closeWhenOpened("left-opening", leftWhileOpening);
    let isOpened = false;
    const reopening = openEditorSession({ siteId: "left-opening", transport: slow }).then(
      (session) => {
        isOpened = true;
        return session;
      },
    );
    await expect.poll(() => waiting.length).toBe(1);
    await settle();
    expect(isOpened).toBe(false);
    for (const answer of waiting.splice(0)) answer();
    await left;
    const again = await reopening;
    expect(again.document.getState()).toMatchObject({ pending: [], save: "saved" });
    await settle();
    expect(server.state.patches).toEqual([[INSERT_SOCIAL]]);
    expect(heroSocials(server.state.site)).toHaveLength(count + 1);
    await again.close();
  });
});
