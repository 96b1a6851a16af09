import { copyFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, createLogger, type Logger } from "vite";
import { HASHED_FILES_DIR } from "./build-layout.ts";
import { offlineShell } from "./offline-shell.ts";
import { cssModuleName } from "@ilha/sections/css-module-name";

/** The editor's package folder, and where its build goes (served by `ilha serve`). */
export const EDITOR_ROOT = fileURLToPath(new URL(".", import.meta.url));
export const EDITOR_DIST = join(EDITOR_ROOT, "dist");

/** Written last by a build: its time is the build's. */
const STAMP = ".built";

/** What the editor is built from: its sources, its page, and the sections it renders. */
const SOURCES = [
  join(EDITOR_ROOT, "src"),
  join(EDITOR_ROOT, "index.html"),
  join(EDITOR_ROOT, "canvas.html"),
  join(EDITOR_ROOT, "build-editor.ts"),
  join(EDITOR_ROOT, "offline-shell.ts"),
  join(EDITOR_ROOT, "build-layout.ts"),
  join(EDITOR_ROOT, "../../packages/sections/src"),
  join(EDITOR_ROOT, "../../packages/core/src"),
];

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** Whether `dist` holds a build newer than every file it is built from. */
export async function isEditorBuildCurrent(): Promise<boolean> {
  const built = await stat(join(EDITOR_DIST, STAMP)).catch(() => undefined);
  if (built === undefined) return false;
  const changes = await Promise.all(SOURCES.map(newestChange));
  return Math.max(...changes) <= built.mtimeMs;
}

/**
 * Vite's logger, less one warning: CSS modules that `composes` from another file get that file's
 * rules without a source file, which Vite reports as a plugin not passing `from`. Those rules
 * hold no `url()` (the editor's CSS loads no assets), so nothing is mistransformed.
 */
function buildLogger(): Logger {
  const logger = createLogger("warn");
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (!message.includes("did not pass the `from` option")) warnOnce(message, options);
  };
  return logger;
}

/** Builds the editor into `dist` (Vite, production). */
export async function buildEditor(): Promise<void> {
  await build({
    root: EDITOR_ROOT,
    configFile: false,
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warn",
    customLogger: buildLogger(),
    plugins: [react(), offlineShell()],
    // Vite takes a production build's JSX from NODE_ENV, which is "test" under Vitest.
    oxc: { jsx: { development: false } },
    // The canvas shows the sections with the class names published pages give them.
    css: { modules: { generateScopedName: cssModuleName } },
    build: {
      outDir: EDITOR_DIST,
      emptyOutDir: true,
      assetsDir: HASHED_FILES_DIR,
      target: "es2022",
      reportCompressedSize: false,
      // The editor's size is held to its budget by what loads first, gzipped (≤ 300 KB, measured
      // by `npm run bench`), not by one file's raw size: the chunk the shell and the canvas share
      // (React, react-aria, the sections) is one file of about 570 KB before compression.
      chunkSizeWarningLimit: 700,
      modulePreload: { polyfill: false },
      // The shell, and the canvas its iframe loads: the sections in edit mode, apart.
      rolldownOptions: {
        input: {
          editor: join(EDITOR_ROOT, "index.html"),
          canvas: join(EDITOR_ROOT, "canvas.html"),
        },
      },
    },
  });
  // Any other address of the editor's host opens the same page, which shows the screen it names.
  await copyFile(join(EDITOR_DIST, "index.html"), join(EDITOR_DIST, "404.html"));
  await writeFile(join(EDITOR_DIST, STAMP), new Date().toISOString());
}
