import { ERRORS, IlhaError } from "@ilha/core";
import { NetworkFailureError, type RequestMethod, request } from "@ilha/sections";
import { storedToken } from "./session.ts";

const API = "/api/v1";

/** The owner's sites as the dashboard lists them. */
export type SiteSummary = {
  id: string;
  slug: string;
  name: string;
  version: number;
  liveVersion: number | null;
  role: "owner" | "collaborator";
  updatedAt: string;
  /** The draft version the live version was published from (null: unpublished, or unknown). */
  liveDraftVersion: number | null;
  livePublishedAt: string | null;
  /** When a version was last published, live or not (an unpublished site's too); null: never. */
  lastPublishedAt: string | null;
  /** The site's public address (its own host, never the editor's origin). */
  liveUrl: string;
};

/** The signed-in owner's credentials, and the shared-editing mark of a collaborator's calls. */
export function authorization(isShared = false): Record<string, string> {
  const token = storedToken();
  return {
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(isShared ? { "x-shared-editing": "1" } : {}),
  };
}

/** A contact message of a site's inbox, as `GET /api/v1/sites/{id}/submissions` lists it. */
export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  isCookieAccepted: boolean | null;
  createdAt: string;
  readAt: string | null;
};

/** A page of a paged list, and how many there are in all (`x-total-count`). */
export type ListPage<T> = { items: T[]; totalCount: number };

/** The most messages the server sends in one page of a site's inbox. */
export const INBOX_PAGE_SIZE = 100;

/** A call to Ilha's API with the signed-in owner's token; errors are the catalogue's. */
function send<T>(
  method: RequestMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return request<T>({
    method,
    url: `${API}${path}`,
    body,
    headers: { ...headers, ...authorization() },
  });
}

async function call<T>(
  method: RequestMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return (await send<T>(method, path, body, headers)).data as T;
}

/** The file name of a `content-disposition: attachment; filename="…"` header. */
function attachmentName(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1];
}

/**
 * A file the API sends as an attachment, with the signed-in owner's token, and the name the
 * server gives it; errors are the catalogue's, as `request` throws them.
 */
async function download(path: string): Promise<{ file: Blob; fileName: string | undefined }> {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, { credentials: "include", headers: authorization() });
  } catch (error) {
    throw new NetworkFailureError(
      error instanceof Error ? error.message : ERRORS.failedToFetch.message,
    );
  }
  if (response.status >= 400) {
    const data = (await response.json().catch(() => undefined)) as
      | { code?: unknown; message?: unknown }
      | undefined;
    throw new IlhaError({
      status: response.status,
      code: typeof data?.code === "string" ? data.code : `http_${response.status}`,
      message: typeof data?.message === "string" ? data.message : ERRORS.refreshPage.message,
    });
  }
  const fileName = attachmentName(response.headers.get("content-disposition"));
  return { file: await response.blob(), fileName };
}

export const api = {
  signIn: (email: string, password: string) =>
    call<{ token: string }>("POST", "/auth/login", { email, password }),
  /**
   * Asks for an account: the server answers the same whether or not the address has one, and
   * gives no token; the editor then signs in with the same e-mail and password.
   */
  signUp: (email: string, password: string) =>
    call<{ next: "login" }>("POST", "/auth/signup", { email, password }),
  signOut: () => call<undefined>("POST", "/auth/logout"),
  me: () => call<{ email: string }>("GET", "/auth/me"),
  /** The owner's sites and those shared with them. */
  sites: () => call<SiteSummary[]>("GET", "/sites", undefined, { "x-shared-editing": "1" }),
  createSite: (name: string, template: "vehicle-rental" | undefined) =>
    call<SiteSummary>("POST", "/sites", template === undefined ? { name } : { name, template }),
  deleteSite: (id: string) => call<undefined>("DELETE", `/sites/${encodeURIComponent(id)}`),
};

// ── Sharing and account: the sharing and account panels, accepting an invitation ──

/** A new invitation to shared editing; its `token` is given this once (`POST /sites/{id}/invites`). */
export type Invitation = { id: string; token: string; expiresAt: string };
/** An invitation nobody has accepted yet, without its token (`GET /sites/{id}/invites`). */
export type PendingInvite = { id: string; createdAt: string; expiresAt: string };
/** Someone who edits the site with its owner (`GET /sites/{id}/collaborators`). */
export type Collaborator = { id: string; email: string; since: string };
/** Whether a site's contact messages are mailed to its address (`GET …/notification-email`). */
export type NotificationEmail = {
  email: string;
  isConfirmed: boolean;
  isMailConfigured: boolean;
  status: "confirmed" | "unconfirmed" | "mail_off" | "no_address";
};

const sitePath = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

/** The owner's calls about who edits their site. */
export const sharingApi = {
  createInvite: (siteId: string) => call<Invitation>("POST", `${sitePath(siteId)}/invites`),
  invites: (siteId: string) => call<PendingInvite[]>("GET", `${sitePath(siteId)}/invites`),
  revokeInvite: ({ siteId, inviteId }: { siteId: string; inviteId: string }) =>
    call<undefined>("DELETE", `${sitePath(siteId)}/invites/${encodeURIComponent(inviteId)}`),
  collaborators: (siteId: string) =>
    call<Collaborator[]>("GET", `${sitePath(siteId)}/collaborators`),
  removeCollaborator: ({ siteId, userId }: { siteId: string; userId: string }) =>
    call<undefined>("DELETE", `${sitePath(siteId)}/collaborators/${encodeURIComponent(userId)}`),
  /** The invitation's token travels in the body only, never in an address. */
  acceptInvite: (token: string) => call<{ siteId: string }>("POST", "/invites/accept", { token }),
};

/** The signed-in person's account, and the owner's notification address of a site. */
export const accountApi = {
  changePassword: (passwords: { currentPassword: string; newPassword: string }) =>
    call<undefined>("POST", "/auth/password", passwords),
  signOutEverywhere: () => call<undefined>("POST", "/auth/logout-everywhere"),
  notificationEmail: (siteId: string) =>
    call<NotificationEmail>("GET", `${sitePath(siteId)}/notification-email`),
  /** Mails the confirmation link again; the answer is the address's state afterwards. */
  requestConfirmation: (siteId: string) =>
    call<NotificationEmail>("POST", `${sitePath(siteId)}/notification-email/confirmation`),
};

// ── Inbox: the inbox panel and its unread count (the owner's alone) ──

const messagePath = (siteId: string, messageId: string) =>
  `${sitePath(siteId)}/submissions/${encodeURIComponent(messageId)}`;

/**
 * A page of a site's inbox, with how many messages the site has in all (`x-total-count`) and how
 * many of them are unread (`x-unread-count`), loaded or not.
 */
export type InboxPage = ListPage<InboxMessage> & { unreadCount: number };

/** A count header's value; 0 when the reply has none. */
function countOf(headers: Headers, header: string): number {
  const count = Number(headers.get(header) ?? Number.NaN);
  return Number.isSafeInteger(count) && count >= 0 ? count : 0;
}

/** The owner's calls about their site's contact messages; collaborators are refused them. */
export const inboxApi = {
  /** A page (from 1) of a site's contact messages, newest first, and the site's counts. */
  messages: async (siteId: string, pageNumber: number): Promise<InboxPage> => {
    const path = `${sitePath(siteId)}/submissions?page=${pageNumber}&limit=${INBOX_PAGE_SIZE}`;
    const result = await send<InboxMessage[]>("GET", path);
    return {
      items: result.data ?? [],
      totalCount: result.totalCount ?? 0,
      unreadCount: countOf(result.headers, "x-unread-count"),
    };
  },
  markRead: ({
    siteId,
    messageId,
    isRead,
  }: {
    siteId: string;
    messageId: string;
    isRead: boolean;
  }) => call<InboxMessage>("PATCH", messagePath(siteId, messageId), { isRead }),
  deleteMessage: ({ siteId, messageId }: { siteId: string; messageId: string }) =>
    call<undefined>("DELETE", messagePath(siteId, messageId)),
  /** Every message as CSV, newest first, with the name the server gives the file. */
  csv: (siteId: string) => download(`${sitePath(siteId)}/submissions.csv`),
};
