import { ERRORS } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Button } from "react-aria-components";
import { afterEach, beforeEach, vi } from "vitest";
import type { InboxMessage, NotificationEmail } from "../../api/client.ts";
import type { EditorSession } from "../../document/editor-session.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { InboxBadge } from "./inbox-badge.tsx";
import { InboxPanel } from "./inbox-panel.tsx";

export const TOKEN = "c".repeat(32);
export const SITE_EMAIL = "reservas@example.com";
const INBOX = "/api/v1/sites/site-1/submissions";

/** A message as `apps/server`'s inbox stores and sends it (`InboxMessage` of inbox.ts). */
export function contactMessage({
  number,
  name,
  message = `Olá, ${name}`,
  isRead = false,
}: {
  number: number;
  name: string;
  message?: string;
  isRead?: boolean;
}): InboxMessage {
  // Message n arrives n - 1 days after 1 March 2026, 09:30.
  const createdAt = new Date(Date.UTC(2026, 2, number, 9, 30)).toISOString();
  return {
    id: `${String(number).padStart(8, "0")}-0000-4000-8000-000000000000`,
    name,
    email: `${name.toLowerCase()}@example.com`,
    message,
    isCookieAccepted: null,
    createdAt,
    readAt: isRead ? createdAt : null,
  };
}

/** `count` unread messages, the newest last: "Visitor1", "Visitor2", … */
export const unreadMessages = (count: number): InboxMessage[] =>
  Array.from({ length: count }, (_, index) =>
    contactMessage({ number: index + 1, name: `Visitor${index + 1}` }),
  );

type Call = { method: string; url: string; headers: Headers; body: unknown };

/** What the fake server holds, and the calls it was sent (oldest first). */
export const server = {
  /** In the order they came in; the server answers newest first. */
  messages: [] as InboxMessage[],
  notification: {
    email: SITE_EMAIL,
    isConfirmed: true,
    isMailConfigured: true,
    status: "confirmed",
  } as NotificationEmail,
  calls: [] as Call[],
  /** An answer that replaces the next PATCH's, DELETE's or CSV's (a refusal of the catalogue). */
  refusal: undefined as Response | undefined,
  /** How long the answers to reads of the list take to arrive; they say what was so when asked. */
  listDelayMs: 0,
};

const messageId = (url: string) => /\/submissions\/([^/?]+)$/.exec(url)?.[1];

/** The answers of `apps/server`'s inbox-routes.ts and address-routes.ts, for site-1's owner. */
function answer({ method, url, body }: Call): Response {
  const path = url.split("?")[0] ?? url;
  if (method === "GET" && path === `${INBOX}`) {
    const query = new URLSearchParams(url.split("?")[1]);
    const page = Number(query.get("page") ?? 1);
    const limit = Number(query.get("limit") ?? 20);
    const newestFirst = [...server.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const unread = server.messages.filter((message) => message.readAt === null);
    return Response.json(newestFirst.slice((page - 1) * limit, page * limit), {
      headers: {
        "x-total-count": String(server.messages.length),
        "x-unread-count": String(unread.length),
      },
    });
  }
  if (method === "GET" && path === "/api/v1/sites/site-1/notification-email") {
    return Response.json(server.notification);
  }
  if (method === "POST" && path === "/api/v1/sites/site-1/notification-email/confirmation") {
    return Response.json(server.notification, { status: 202 });
  }
  const refusal = server.refusal;
  server.refusal = undefined;
  if (refusal !== undefined) return refusal;
  if (method === "GET" && path === `${INBOX}.csv`) {
    return new Response('"createdAt","name","email","message","isCookieAccepted","readAt"\r\n', {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="minimal-messages.csv"',
      },
    });
  }
  const id = messageId(path);
  const index = server.messages.findIndex((message) => message.id === id);
  const found = server.messages[index];
  if (found === undefined) return Response.json(ERRORS.notFound, { status: 404 });
  if (method === "PATCH") {
    const { isRead } = body as { isRead: boolean };
    const updated = { ...found, readAt: isRead ? "2026-03-10T12:00:00.000Z" : null };
    server.messages[index] = updated;
    return Response.json(updated);
  }
  if (method === "DELETE") {
    server.messages.splice(index, 1);
    return new Response(null, { status: 204 });
  }
  return Response.json(ERRORS.notFound, { status: 404 });
}

/** A signed-in owner and a fake of site-1's inbox behind `fetch`. */
export function withInboxNetwork() {
  beforeEach(() => {
    localStorage.setItem("ilha.session", TOKEN);
    server.messages = [];
    server.notification = {
      email: SITE_EMAIL,
      isConfirmed: true,
      isMailConfigured: true,
      status: "confirmed",
    };
    server.calls = [];
    server.refusal = undefined;
    server.listDelayMs = 0;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        headers: new Headers(init.headers),
        body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      server.calls.push(call);
      const response = answer(call);
      const isListRead = call.method === "GET" && call.url.startsWith(`${INBOX}?`);
      if (isListRead && server.listDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, server.listDelayMs));
      }
      return response;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** The calls sent to the server but the reads of the list and the address, as "METHOD url". */
export const changes = () =>
  server.calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.url}`);

/** The calls that read the inbox's list (each one also reads the unread count). */
export const listReads = () =>
  server.calls.filter((call) => call.method === "GET" && call.url.startsWith(`${INBOX}?`));

/**
 * The inbox panel of site-1 (unless `hasPanel` is false) and, with `hasBadge`, the top bar's
 * button to it with its badge, as screens/site-editor.tsx gives them.
 */
export function renderInbox({ isShared = false, hasBadge = false, hasPanel = true } = {}) {
  const announce = vi.fn<(message: string) => void>();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The inbox reads nothing of the editing session.
  const session = {} as EditorSession;
  render(
    <QueryClientProvider client={queries}>
      {hasBadge && (
        <header>
          <Button>
            {T.panelNames.inbox}
            <InboxBadge siteId="site-1" isShared={isShared} />
          </Button>
        </header>
      )}
      {/* The side panel's column, as shell/side-panel.tsx gives it. */}
      {hasPanel && (
        <aside aria-label="Inbox">
          <InboxPanel session={session} siteId="site-1" isShared={isShared} announce={announce} />
        </aside>
      )}
    </QueryClientProvider>,
  );
  return { announce };
}
