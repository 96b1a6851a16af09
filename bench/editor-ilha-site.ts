import type { Site } from "@ilha/core";
import { type IlhaServer, startIlha } from "../e2e/support/ilha-server.ts";
import { withLongHomePage } from "../e2e/support/long-page.ts";

export type IlhaEditorSite = {
  /** The editor opened on the site (`{editorOrigin}/?site={id}`). */
  editorUrl: string;
  editorOrigin: string;
  /** The owner's session token, which the editor keeps in `localStorage["ilha.session"]`. */
  token: string;
  ilha: IlhaServer;
};

async function api<T>({
  url,
  method = "GET",
  token,
  body,
  headers = {},
}: {
  url: string;
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}): Promise<{ json: T; etag: string }> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { json: (await response.json()) as T, etag: response.headers.get("etag") ?? "" };
}

/**
 * `ilha serve` on a fresh data directory, an owner signed up, and a site from the vehicle-rental
 * template whose home page holds `sections` sections made of the template's own.
 */
export async function startIlhaEditorSite(sections: number): Promise<IlhaEditorSite> {
  const ilha = await startIlha();
  const base = `${ilha.url}/api/v1`;
  const credentials = {
    email: `bench-${Date.now()}@ilha.local`,
    password: "a calm long bench password",
  };
  // Signup gives no token: the account then signs in with the same e-mail and password.
  await api({ url: `${base}/auth/signup`, method: "POST", body: credentials });
  const { json: session } = await api<{ token: string }>({
    url: `${base}/auth/login`,
    method: "POST",
    body: credentials,
  });
  const { token } = session;
  const { json: created } = await api<{ id: string }>({
    url: `${base}/sites`,
    method: "POST",
    token,
    body: { name: "Editor benchmark", template: "vehicle-rental" },
  });
  const siteUrl = `${base}/sites/${created.id}`;
  const { json: site, etag } = await api<Site>({ url: siteUrl, token });
  await api({
    url: siteUrl,
    method: "PUT",
    token,
    body: withLongHomePage({ site, sections }),
    headers: { "if-match": etag },
  });
  return {
    editorUrl: `${ilha.editorOrigin}/?site=${encodeURIComponent(created.id)}`,
    editorOrigin: ilha.editorOrigin,
    token,
    ilha,
  };
}
