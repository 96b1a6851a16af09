import { EDITOR_SCREEN_PATHS, isHashedEditorFile } from "@ilha/editor/build-layout";
import { type StaticSite, staticSite } from "./static-site.ts";

/**
 * The editor's page runs only its own scripts and talks only to its own origin's API; no other
 * origin may frame it, and it leaks no address to another.
 */
export const EDITOR_HEADERS: Record<string, string> = {
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The editor frames its own canvas page; no other origin may frame it.
    "frame-ancestors 'self'",
  ].join("; "),
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
};

/** What stays the server's on the editor's host: the API, media, health and mail confirmation. */
const SERVER_PATHS = ["/api/", "/media/", "/healthz", "/confirm-email"];

export function isServerPath(url: string): boolean {
  return SERVER_PATHS.some((path) => url.startsWith(path));
}

/** The request for the editor's page when `url` names one of its screens (`/invite?x` → `/?x`). */
function screenPageUrl(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return EDITOR_SCREEN_PATHS.includes(path) ? `/${query === -1 ? "" : url.slice(query)}` : url;
}

/**
 * The editor's built files (`apps/editor/dist`, see `@ilha/editor/build`): its page with status
 * 200 at the address of each of its screens (`/`, `/invite`), and at any other address the same
 * page (its `404.html`) with status 404.
 */
export function editorApp(dir: string): () => Promise<StaticSite> {
  let site: Promise<StaticSite> | undefined;
  return () => {
    site ??= staticSite({
      dir,
      base: "",
      headers: EDITOR_HEADERS,
      immutable: isHashedEditorFile,
    }).then((serve): StaticSite => {
      return (request, response) => {
        request.url = screenPageUrl(request.url ?? "/");
        serve(request, response);
      };
    });
    site.catch(() => {
      site = undefined;
    });
    return site;
  };
}
