import { type Site, validateSite } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import minimal from "../../../../../fixtures/minimal-site.json" with { type: "json" };
import { acknowledge, createDocumentStore, edit } from "../../document/document-store.ts";
import type { EditorSession } from "../../document/editor-session.ts";
import { createViewStore } from "../../document/view-store.ts";
import { PublishControls } from "./publish-controls.tsx";
import type { PublishedVersion } from "./publishing-api.ts";

export const TOKEN = "b".repeat(32);
export const LIVE_URL = "http://minimal.localhost:3000/";

/** What the fake server holds, and the calls it was sent (newest last). */
export const server = {
  versions: [] as PublishedVersion[],
  calls: [] as { method: string; url: string; headers: Headers }[],
  /** An answer that replaces the next POST's (a refusal of the catalogue). */
  refusal: undefined as Response | undefined,
  /** No network: a POST gets no answer (the browser's failed fetch). */
  isUnreachable: false,
};

export function version(number: number, draftVersion: number | null, isLive = false) {
  return { number, draftVersion, isLive, publishedAt: `2026-03-0${number}T09:30:00.000Z` };
}

const makeLive = (number: number | undefined) => {
  server.versions = server.versions.map((entry) => ({ ...entry, isLive: entry.number === number }));
};

/** The server's answer to a call of the publishing API, as `apps/server` gives it. */
function answer({ method, url, headers }: { method: string; url: string; headers: Headers }) {
  if (method === "GET" && url.endsWith("/versions")) return Response.json(server.versions);
  if (method !== "POST") return new Response(null, { status: 404 });
  const refusal = server.refusal;
  server.refusal = undefined;
  if (refusal !== undefined) return refusal;
  if (url.endsWith("/publish")) {
    const number = (server.versions[0]?.number ?? 0) + 1;
    const draftVersion = Number(JSON.parse(headers.get("if-match") ?? "0"));
    server.versions = [version(number, draftVersion), ...server.versions];
    makeLive(number);
    return Response.json({ version: number });
  }
  if (url.endsWith("/unpublish")) {
    makeLive(undefined);
    return new Response(null, { status: 204 });
  }
  const restored = /\/versions\/(\d+)\/restore$/.exec(url);
  if (restored === null) return new Response(null, { status: 404 });
  makeLive(Number(restored[1]));
  return Response.json({ version: Number(restored[1]) });
}

/** A signed-in owner and a fake of site-1's publishing API behind `fetch`. */
export function withPublishingNetwork() {
  beforeEach(() => {
    localStorage.setItem("ilha.session", TOKEN);
    server.versions = [];
    server.calls = [];
    server.refusal = undefined;
    server.isUnreachable = false;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url, headers: new Headers(init.headers) };
      if (server.isUnreachable && call.method === "POST") throw new TypeError("Failed to fetch");
      server.calls.push(call);
      return answer(call);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/**
 * The minimal site with nothing the checks before publishing list: its page described, its
 * button leading home.
 */
export function checkedSite(): Site {
  const checked = validateSite({
    ...minimal,
    content: {
      en: {
        pages: [
          {
            path: "/",
            meta: { title: "Home", description: "A minimal site" },
            components: [
              {
                id: "hero",
                type: "hero-header",
                data: { title: "Hello", buttons: [{ btnText: "Go", btnUrl: "/" }] },
              },
            ],
          },
        ],
      },
    },
  });
  if (!checked.ok) throw new Error("the minimal fixture validates");
  return checked.site;
}

/**
 * The publish controls of an editor session on version `draftVersion` of `site` (by default the
 * minimal site, with nothing to check). `flush` is autosave's: by default it stores the pending
 * edits as the next version.
 */
export function renderControls({
  draftVersion = 1,
  flush,
  site = checkedSite(),
}: {
  draftVersion?: number;
  flush?: () => Promise<void>;
  site?: Site;
} = {}) {
  const document = createDocumentStore({
    siteId: "site-1",
    site,
    acknowledged: { site, version: draftVersion },
  });
  const save = async () => {
    const { pending, acknowledged } = document.getState();
    if (pending.length > 0) {
      acknowledge(document, { count: pending.length, version: acknowledged.version + 1 });
    }
  };
  const session: EditorSession = {
    document,
    view: createViewStore({ language: Object.keys(site.content)[0] ?? "en" }),
    sync: { flush: vi.fn(flush ?? save), stop: () => undefined },
    edit: (operations) => edit(document, operations),
    undo: () => false,
    redo: () => false,
    close: async () => undefined,
  };
  const announce = vi.fn<(message: string) => void>();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <PublishControls
        session={session}
        siteId="site-1"
        isShared={false}
        liveUrl={LIVE_URL}
        announce={announce}
      />
    </QueryClientProvider>,
  );
  const rename = (name: string) =>
    session.edit([{ op: "setSiteField", language: "en", path: ["name"], value: name }]);
  return { session, announce, rename };
}
