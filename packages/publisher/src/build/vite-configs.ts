import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { cssModuleName } from "@ilha/sections/css-module-name";
import type { InlineConfig } from "vite";

export const PUBLISHER_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const CLIENT_ENTRY = join(PUBLISHER_ROOT, "src/client/main.tsx");
export const SERVER_ENTRY = join(PUBLISHER_ROOT, "src/build/render-entry.tsx");
/** Published files of the runtime live under this folder of a site. */
export const RUNTIME_FOLDER = "_ilha";

/** Production builds whatever NODE_ENV the building process has (tests run with "test"). */
function shared(): InlineConfig {
  return {
    root: PUBLISHER_ROOT,
    configFile: false,
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warn",
    plugins: [react()],
    css: { modules: { generateScopedName: cssModuleName } },
  };
}

/**
 * Published pages hydrate with Preact's React-compatible runtime: React 19's DOM runtime alone is
 * 67 KB gzipped, which leaves no room under the 80 KB first-load budget for the sections. The
 * server renders with React; the markup is the same (see the hydration tests).
 */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

export function clientBuildConfig(outDir: string): InlineConfig {
  return {
    ...shared(),
    // One runtime serves every site under any route base: chunks load relative to the module
    // that imports them, never from the domain's root.
    base: "./",
    resolve: { alias: PREACT_FOR_REACT },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: "manifest.json",
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      target: "es2022",
      reportCompressedSize: false,
      rolldownOptions: {
        input: CLIENT_ENTRY,
        output: {
          entryFileNames: `${RUNTIME_FOLDER}/[name]-[hash].js`,
          chunkFileNames: `${RUNTIME_FOLDER}/[name]-[hash].js`,
          assetFileNames: `${RUNTIME_FOLDER}/[name]-[hash][extname]`,
        },
      },
    },
  };
}

export function serverBuildConfig(outDir: string): InlineConfig {
  return {
    ...shared(),
    // React is bundled too, so the server renders with its production build under any NODE_ENV.
    ssr: { noExternal: true },
    build: {
      outDir,
      emptyOutDir: true,
      ssr: SERVER_ENTRY,
      target: "node20",
      reportCompressedSize: false,
      rolldownOptions: { output: { entryFileNames: "render-entry.js" } },
    },
  };
}
