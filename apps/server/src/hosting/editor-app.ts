import { isHashedEditorFile } from "@ilha/editor/build-layout";
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

/**
 * The editor's built files (`apps/editor/dist`, see `@ilha/editor/build`): its page at `/`, and at
 * any other address the same page (its `404.html`), which shows the screen the address names.
 */
export function editorApp(dir: string): () => Promise<StaticSite> {
  let site: Promise<StaticSite> | undefined;
  return () => {
    site ??= staticSite({
      dir,
      base: "",
      headers: EDITOR_HEADERS,
      immutable: isHashedEditorFile,
    });
    site.catch(() => {
      site = undefined;
    });
    return site;
  };
}
