import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import type { SectionType } from "@ilha/core";
import type { PageData } from "../client/page-data.ts";
import type { notFoundPageData, pageDataFor } from "./page-data.ts";
import type { RenderedPage } from "./render-entry.tsx";
import { clientBuildConfig, PUBLISHER_ROOT, serverBuildConfig } from "./vite-configs.ts";

const DIST = join(PUBLISHER_ROOT, "dist");
/** What the runtime is built from; a change to any of it rebuilds the runtime. */
const SOURCES = ["packages/core/src", "packages/sections/src", "packages/publisher/src"];
const REPOSITORY = join(PUBLISHER_ROOT, "../..");

export type RuntimeFiles = {
  script: string;
  /** The chunks the entry script imports statically. */
  scriptImports: string[];
  style: string;
  /** The chunks each section kind's view needs (its own and the shared ones it imports). */
  sectionChunks: Partial<Record<SectionType, string[]>>;
};

export type Runtime = {
  /** The built client files (JS, CSS), to copy into every published site. */
  clientDir: string;
  files: RuntimeFiles;
  renderPage: (data: PageData) => RenderedPage;
  pageDataFor: typeof pageDataFor;
  notFoundPageData: typeof notFoundPageData;
};

async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const folder of SOURCES) {
    const entries = await readdir(join(REPOSITORY, folder), {
      recursive: true,
      withFileTypes: true,
    });
    const files = entries
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      hash.update(relative(REPOSITORY, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Vite and its React plugin build for production only when NODE_ENV says so (tests set "test"). */
async function buildInto(dir: string): Promise<void> {
  const { build } = await import("vite");
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build(clientBuildConfig(join(dir, "client")));
    await build(serverBuildConfig(join(dir, "server")));
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Older runtime builds are of no further use once a newer one exists. */
async function pruneOtherBuilds(current: string): Promise<void> {
  for (const name of await readdir(DIST)) {
    const path = join(DIST, name);
    if (path !== current && /^[0-9a-f]{16}$/.test(name))
      await rm(path, { recursive: true, force: true });
  }
}

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;

/** The entry script, the stylesheet and each section view's chunks, from Vite's manifest. */
function runtimeFiles(manifest: Manifest): RuntimeFiles {
  const chunks = Object.entries(manifest);
  const entry = chunks.find(([, chunk]) => chunk.isEntry === true)?.[1];
  const script = entry?.file;
  const style = chunks.map(([, chunk]) => chunk.file).find((file) => file.endsWith(".css"));
  if (script === undefined || style === undefined)
    throw new Error("The runtime build has no script or style");
  const withImports = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key) || chunk.isEntry === true) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => withImports(next, seen))];
  };
  const sectionChunks: RuntimeFiles["sectionChunks"] = {};
  for (const [key, chunk] of chunks) {
    const kind = /sections\/src\/([a-z-]+)\/\1\.tsx$/.exec(key)?.[1];
    if (kind !== undefined && chunk.isDynamicEntry === true) {
      sectionChunks[kind as SectionType] = withImports(key);
    }
  }
  const scriptImports = [...new Set((entry?.imports ?? []).flatMap((key) => withImports(key)))];
  return { script, scriptImports, style, sectionChunks };
}

let loaded: Promise<Runtime> | undefined;

/**
 * The published-site runtime (client bundle, stylesheet and server renderer), built with Vite
 * once per change of its sources and cached in `packages/publisher/dist/<hash>`.
 */
export function loadRuntime(): Promise<Runtime> {
  loaded ??= (async () => {
    const dir = join(DIST, await sourceHash());
    if (!(await exists(join(dir, "server/render-entry.js")))) {
      const staging = `${dir}.${process.pid}.${Date.now()}`;
      await buildInto(staging);
      await mkdir(DIST, { recursive: true });
      await rename(staging, dir).catch(async () => {
        await rm(staging, { recursive: true, force: true });
      });
      await pruneOtherBuilds(dir);
    }
    const manifest = JSON.parse(
      await readFile(join(dir, "client/manifest.json"), "utf8"),
    ) as Manifest;
    const files = runtimeFiles(manifest);
    const server = (await import(pathToFileURL(join(dir, "server/render-entry.js")).href)) as Omit<
      Runtime,
      "clientDir" | "files"
    >;
    return { ...server, clientDir: join(dir, "client"), files };
  })();
  return loaded;
}
