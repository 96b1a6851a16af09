import { cp, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeRouteBase, type Site, type SiteRoute, siteRoutes } from "@ilha/core";
import { pageDataUrl } from "../client/page-data.ts";
import { documentHtml, siteHeadTags } from "./document.ts";
import { loadRuntime, type Runtime } from "./runtime.ts";
import { robotsTxt, type SitemapEntry, sitemapXml } from "./sitemap.ts";
import { RUNTIME_FOLDER } from "./vite-configs.ts";

const SECTIONS_STATIC = fileURLToPath(new URL("../../../sections/static", import.meta.url));

export type BuildOptions = {
  outDir: string;
  /** The path the site is served under, e.g. `/s/vehicle-rental`; the site's route base by default. */
  base?: string | undefined;
  /** The site's own files: its `images/` folder is published with it. */
  assetsDir?: string | undefined;
  /** The origin of canonical, hreflang, Open Graph and sitemap URLs. */
  origin?: string | undefined;
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

type Rendered = { path: string; html: string; dataPath: string; data: string };

/** Every page's HTML document and data, and the sitemap entries: the render half of a build. */
export function renderRoutes({
  site,
  runtime,
  siteBase,
  origin,
}: {
  site: Site;
  runtime: Runtime;
  siteBase: string;
  origin: string;
}): { rendered: Rendered[]; sitemap: SitemapEntry[] } {
  const routes = siteRoutes(site);
  const absolute = (route: SiteRoute) => `${origin}${siteBase}${route.url}`;
  const siteHead = siteHeadTags({ site, siteBase, origin, files: runtime.files });
  const versions = new Map<string, SiteRoute[]>();
  for (const route of routes) {
    versions.set(route.pagePath, [...(versions.get(route.pagePath) ?? []), route]);
  }
  const versionsOf = (route: SiteRoute) => versions.get(route.pagePath) ?? [route];
  const primaryOf = (route: SiteRoute) => versionsOf(route).find((item) => item.isPrimary);
  const alternatesOf = (route: SiteRoute) =>
    versionsOf(route).map((item) => ({ language: item.language, href: absolute(item) }));
  const rendered = routes.map((route) => {
    const data = runtime.pageDataFor({ site, route, siteBase });
    const dataUrl = pageDataUrl({ siteBase, url: route.url });
    const html = documentHtml({
      site,
      siteHead,
      data,
      rendered: runtime.renderPage(data),
      url: absolute(route),
      alternates: alternatesOf(route),
      defaultUrl: absolute(primaryOf(route) ?? route),
      files: runtime.files,
      dataUrl,
    });
    return {
      path: `${route.url}index.html`,
      html,
      dataPath: `${RUNTIME_FOLDER}/data${route.url}index.json`,
      data: JSON.stringify(data),
    };
  });
  const sitemap = routes.map((route) => ({
    url: absolute(route),
    alternates: alternatesOf(route),
  }));
  return { rendered, sitemap };
}

/**
 * Pre-renders every page of every active language (primary at the root, others under
 * `/{code}/`) as `path/index.html`, with per-page data for client navigation, the shared hashed
 * script and stylesheet, the site's images, `sitemap.xml`, `robots.txt` and `404.html`.
 */
export async function buildSite(site: Site, options: BuildOptions): Promise<BuildResult> {
  const { outDir } = options;
  if (!(await isEmptyOrOurs(outDir))) {
    throw new Error(`${outDir} is not empty and is not an Ilha build: refusing to overwrite it`);
  }
  const runtime = await loadRuntime();
  const siteBase = normalizeRouteBase(options.base ?? site.settings.routeBase);
  const origin = (options.origin ?? "http://localhost:4173").replace(/\/+$/, "");
  const started = performance.now();
  const { rendered, sitemap } = renderRoutes({ site, runtime, siteBase, origin });
  const notFound = runtime.notFoundPageData({ site, siteBase });
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
  const renderMs = performance.now() - started;

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await cp(join(runtime.clientDir, RUNTIME_FOLDER), join(outDir, RUNTIME_FOLDER), {
    recursive: true,
  });
  await cp(SECTIONS_STATIC, outDir, { recursive: true });
  if (options.assetsDir !== undefined) {
    const images = join(options.assetsDir, "images");
    if (
      await stat(images).then(
        (info) => info.isDirectory(),
        () => false,
      )
    ) {
      await cp(images, join(outDir, "images"), {
        recursive: true,
        filter: (source) => !source.endsWith("manifest.json"),
      });
    }
  }
  await Promise.all(
    rendered.flatMap((page) => [
      write(join(outDir, page.path), page.html),
      write(join(outDir, page.dataPath), page.data),
    ]),
  );
  await write(join(outDir, "404.html"), notFoundHtml);
  await write(join(outDir, "sitemap.xml"), sitemapXml(sitemap));
  await write(join(outDir, "robots.txt"), robotsTxt(`${origin}${siteBase}/sitemap.xml`));
  await write(
    join(outDir, RUNTIME_FOLDER, "build.json"),
    JSON.stringify({ base: siteBase, site: site.id }),
  );
  return { pages: rendered.length, outDir, renderMs };
}
