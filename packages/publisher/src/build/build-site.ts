import { cp, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { normalizeRouteBase, type Site } from "@ilha/core";
import { SECTIONS_STATIC_DIR } from "@ilha/sections/static-dir";
import { writeDefaultFavicon } from "./default-favicon.ts";
import { documentHtml, siteHeadTags } from "./document.ts";
import { precompress } from "./precompress.ts";
import { loadRuntime, type Runtime } from "./runtime.ts";
import { siteRenderer } from "./site-renderer.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { RUNTIME_FOLDER } from "./vite-configs.ts";

/** Pages are rendered and written in batches, so a large site never sits in memory whole. */
const WRITE_BATCH = 100;

export type BuildOptions = {
  outDir: string;
  /** The path the site is served under, e.g. `/s/vehicle-rental`; the site's route base by default. */
  base?: string | undefined;
  /** The site's own files: its `images/` folder is published with it. */
  assetsDir?: string | undefined;
  /** The origin of canonical, hreflang, Open Graph and sitemap URLs. */
  origin?: string | undefined;
  /** Where the forms post when the site is hosted apart from its API (a static export). */
  apiOrigin?: string | undefined;
  /**
   * A preview of the site for its owner, not the published site: no "made with" disclaimer, and
   * an outside click leaves the chat card open (spec §4, §6).
   */
  isPreview?: boolean | undefined;
};

export type BuildResult = { pages: number; outDir: string; renderMs: number };

async function isEmptyOrOurs(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.length === 0 || entries.includes(RUNTIME_FOLDER);
}

async function write(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/**
 * Pre-renders every page of every active language (primary at the root, others under
 * `/{code}/`) as `path/index.html`, with per-page data for client navigation, the shared hashed
 * script and stylesheet, the site's images, `sitemap.xml`, `robots.txt` and `404.html`; text
 * files also precompressed as `.br` and `.gz`.
 */
export async function buildSite(site: Site, options: BuildOptions): Promise<BuildResult> {
  const { outDir } = options;
  if (!(await isEmptyOrOurs(outDir))) {
    throw new Error(`${outDir} is not empty and is not an Ilha build: refusing to overwrite it`);
  }
  const runtime = await loadRuntime();
  const siteBase = normalizeRouteBase(options.base ?? site.settings.routeBase);
  const origin = (options.origin ?? "http://localhost:4173").replace(/\/+$/, "");
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await copyStaticFiles({ outDir, runtime, assetsDir: options.assetsDir });
  await writeDefaultFavicon({ site, outDir });

  const apiOrigin = (options.apiOrigin ?? "").replace(/\/+$/, "");
  const isPreview = options.isPreview ?? false;
  const renderer = siteRenderer({ site, runtime, siteBase, origin, apiOrigin, isPreview });
  let renderMs = 0;
  for (let at = 0; at < renderer.routes.length; at += WRITE_BATCH) {
    const started = performance.now();
    const pages = renderer.routes.slice(at, at + WRITE_BATCH).map(renderer.render);
    renderMs += performance.now() - started;
    await Promise.all(
      pages.flatMap((page) => [
        write(join(outDir, page.path), page.html),
        write(join(outDir, page.dataPath), page.data),
      ]),
    );
  }
  const notFound = runtime.notFoundPageData({ site, siteBase, apiOrigin, isPreview });
  const notFoundHtml = documentHtml({
    site,
    siteHead: siteHeadTags({ site, siteBase, origin, files: runtime.files }),
    data: notFound,
    rendered: runtime.renderPage(notFound),
    url: `${origin}${siteBase}/404.html`,
    alternates: [],
    defaultUrl: `${origin}${siteBase}/`,
    files: runtime.files,
    dataUrl: undefined,
  });
  await write(join(outDir, "404.html"), notFoundHtml);
  await write(join(outDir, "sitemap.xml"), sitemapXml(renderer.sitemap()));
  await write(join(outDir, "robots.txt"), robotsTxt(`${origin}${siteBase}/sitemap.xml`));
  await write(
    join(outDir, RUNTIME_FOLDER, "build.json"),
    JSON.stringify({ base: siteBase, site: site.id }),
  );
  await precompress(outDir);
  return { pages: renderer.routes.length, outDir, renderMs };
}

/** The runtime's files, the sections' static files (flags, placeholders) and the site's images. */
async function copyStaticFiles({
  outDir,
  runtime,
  assetsDir,
}: {
  outDir: string;
  runtime: Runtime;
  assetsDir: string | undefined;
}): Promise<void> {
  await cp(join(runtime.clientDir, RUNTIME_FOLDER), join(outDir, RUNTIME_FOLDER), {
    recursive: true,
  });
  await cp(SECTIONS_STATIC_DIR, outDir, { recursive: true });
  if (assetsDir === undefined) return;
  const images = join(assetsDir, "images");
  const isFolder = await stat(images).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (isFolder) {
    await cp(images, join(outDir, "images"), {
      recursive: true,
      filter: (source) => !source.endsWith("manifest.json"),
    });
  }
}
