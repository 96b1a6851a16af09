import { validateSite } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import minimal from "../../../../../fixtures/minimal-site.json" with { type: "json" };
import type { Collaborator, PendingInvite } from "../../api/client.ts";
import { createDocumentStore, edit } from "../../document/document-store.ts";
import type { EditorSession } from "../../document/editor-session.ts";
import { createViewStore } from "../../document/view-store.ts";
import type { SitePanelProps } from "../site-panels.tsx";

export const TOKEN = "d".repeat(32);
export const INVITE_TOKEN = "Zm9yLXRoZS1pbnZpdGVkLXBlcnNvbi1vbmx5LXRoYW5rcw";
export const SITE = "/api/v1/sites/site-1";

export type Call = { method: string; url: string; headers: Headers; body: unknown };

/** What the fake server holds, and the calls it was sent (oldest first). */
export const server = {
  invites: [] as PendingInvite[],
  collaborators: [] as Collaborator[],
  calls: [] as Call[],
  /** Answers that replace the server's own for the next call of their method and address. */
  refusals: [] as { method: string; url: string; answer: Response }[],
  /** An answer for calls the sharing routes do not hold (the account's, the sites list). */
  other: (_call: Call): Response => new Response(null, { status: 404 }),
};

/** The next `method` call of `url` is answered with the catalogue's `error`. */
export function refuseNext(
  method: string,
  url: string,
  error: { status: number; code: string; message: string },
) {
  server.refusals.push({ method, url, answer: Response.json(error, { status: error.status }) });
}

export const pending = (id: string, day: number): PendingInvite => ({
  id,
  createdAt: `2026-03-0${day}T09:30:00.000Z`,
  expiresAt: `2026-03-${day + 7 < 10 ? `0${day + 7}` : day + 7}T09:30:00.000Z`,
});

/** The answers of `apps/server/src/sites/sharing-routes.ts` for site-1. */
function answer(call: Call): Response {
  const { method, url } = call;
  const refusal = server.refusals.find((entry) => entry.method === method && entry.url === url);
  if (refusal !== undefined) {
    server.refusals = server.refusals.filter((entry) => entry !== refusal);
    return refusal.answer;
  }
  if (url === `${SITE}/invites` && method === "POST") {
    const id = `00000000-0000-4000-8000-00000000000${server.invites.length + 1}`;
    const invite = pending(id, 5);
    server.invites = [...server.invites, invite];
    return Response.json({ id, token: INVITE_TOKEN, expiresAt: invite.expiresAt }, { status: 201 });
  }
  if (url === `${SITE}/invites` && method === "GET") return Response.json(server.invites);
  if (url === `${SITE}/collaborators` && method === "GET")
    return Response.json(server.collaborators);
  const invite = /\/invites\/([^/]+)$/.exec(url);
  if (url.startsWith(SITE) && invite !== null && method === "DELETE") {
    server.invites = server.invites.filter((entry) => entry.id !== invite[1]);
    return new Response(null, { status: 204 });
  }
  const member = /\/collaborators\/([^/]+)$/.exec(url);
  if (url.startsWith(SITE) && member !== null && method === "DELETE") {
    server.collaborators = server.collaborators.filter((entry) => entry.id !== member[1]);
    return new Response(null, { status: 204 });
  }
  return server.other(call);
}

/** A signed-in person and the fake server behind `fetch`. */
export function withSharingNetwork() {
  beforeEach(() => {
    localStorage.setItem("ilha.session", TOKEN);
    server.invites = [];
    server.collaborators = [];
    server.calls = [];
    server.refusals = [];
    server.other = () => new Response(null, { status: 404 });
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      const call = { method: init.method ?? "GET", url, headers: new Headers(init.headers), body };
      server.calls.push(call);
      return answer(call);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** An editor session on the minimal site (its notification address `email`), saving nowhere. */
export function minimalSession(email = ""): EditorSession {
  const checked = validateSite({ ...minimal, settings: { email } });
  if (!checked.ok) throw new Error("the minimal fixture validates");
  const document = createDocumentStore({
    siteId: "site-1",
    site: checked.site,
    acknowledged: { site: checked.site, version: 1 },
  });
  return {
    document,
    view: createViewStore({ language: "en" }),
    sync: { flush: vi.fn(async () => undefined), stop: () => undefined },
    edit: (operations) => edit(document, operations),
    undo: () => false,
    redo: () => false,
    close: async () => undefined,
  };
}

/** A site panel of site-1, as the editor shows it, in its ~20rem column. */
export function renderPanel(
  View: ComponentType<SitePanelProps>,
  { isShared = false, email = "" }: { isShared?: boolean; email?: string } = {},
) {
  const announce = vi.fn<(message: string) => void>();
  const session = minimalSession(email);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={queries}>
      <aside aria-label="Panel">
        <View session={session} siteId="site-1" isShared={isShared} announce={announce} />
      </aside>
    </QueryClientProvider>,
  );
  return { announce, session, container };
}
