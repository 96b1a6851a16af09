import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { HASHED_FILES_DIR } from "./build-layout.ts";

/** Where the service worker is served: the root, so it may answer every page of the editor. */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * The editor's service worker: it keeps this build's own files (the shell and the canvas) so the
 * editor opens while the network is gone, with the edits this browser kept. Its hash-named files
 * come from what it kept, pages from the network first; the API, uploads and other origins are
 * never touched.
 */
export function serviceWorkerSource(files: readonly string[]): string {
  const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
  return `const CACHE = "ilha-editor-${version}";
const FILES = ${JSON.stringify(["/", ...files.map((file) => `/${file}`)])};
const SERVER_PATHS = ["/api/", "/media/", "/healthz", "/confirm-email"];
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (SERVER_PATHS.some((path) => url.pathname.startsWith(path))) return;
  // A file named by its content's hash: the kept copy is the file.
  if (url.pathname.startsWith("/${HASHED_FILES_DIR}/")) {
    event.respondWith(caches.match(url.pathname).then((kept) => kept ?? fetch(event.request)));
    return;
  }
  const kept = event.request.mode === "navigate" && url.pathname !== "/canvas.html" ? "/" : url.pathname;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches.match(kept).then((response) => response ?? Response.error()),
    ),
  );
});
`;
}

/** Emits `sw.js` listing every file of the build it ends. */
export function offlineShell(): Plugin {
  return {
    name: "ilha-offline-shell",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = [...new Set([...Object.keys(bundle), "index.html", "canvas.html"])].filter(
        (file) => !file.endsWith(".map"),
      );
      this.emitFile({
        type: "asset",
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource(files),
      });
    },
  };
}
