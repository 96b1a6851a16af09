import { type RequestMethod, request } from "@ilha/sections";
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
};

/** The signed-in owner's credentials, and the shared-editing mark of a collaborator's calls. */
export function authorization(isShared = false): Record<string, string> {
  const token = storedToken();
  return {
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(isShared ? { "x-shared-editing": "1" } : {}),
  };
}

/** A call to Ilha's API with the signed-in owner's token; errors are the catalogue's. */
async function call<T>(
  method: RequestMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const result = await request<T>({
    method,
    url: `${API}${path}`,
    body,
    headers: { ...headers, ...authorization() },
  });
  return result.data as T;
}

export const api = {
  signIn: (email: string, password: string) =>
    call<{ token: string }>("POST", "/auth/login", { email, password }),
  signUp: (email: string, password: string) =>
    call<{ token: string }>("POST", "/auth/signup", { email, password }),
  signOut: () => call<undefined>("POST", "/auth/logout"),
  me: () => call<{ email: string }>("GET", "/auth/me"),
  /** The owner's sites and those shared with them. */
  sites: () => call<SiteSummary[]>("GET", "/sites", undefined, { "x-shared-editing": "1" }),
  createSite: (name: string, template: "vehicle-rental" | undefined) =>
    call<SiteSummary>("POST", "/sites", template === undefined ? { name } : { name, template }),
  deleteSite: (id: string) => call<undefined>("DELETE", `/sites/${encodeURIComponent(id)}`),
};
