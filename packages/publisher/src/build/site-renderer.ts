import { type Site, type SiteRoute, siteRoutes } from "@ilha/core";
import { pageDataUrl } from "../client/page-data.ts";
import { documentHtml, siteHeadTags } from "./document.ts";
import type { Runtime } from "./runtime.ts";
import type { SitemapEntry } from "./sitemap.ts";
import { RUNTIME_FOLDER } from "./vite-configs.ts";

export type RenderedRoute = { path: string; html: string; dataPath: string; data: string };

export type SiteRenderer = {
  routes: SiteRoute[];
  /** One page's HTML document and data: the render half of a build, page by page. */
  render: (route: SiteRoute) => RenderedRoute;
  sitemap: () => SitemapEntry[];
};

/** Renders the pages of a site; what every page shares is worked out once, here. */
export function siteRenderer({
  site,
  runtime,
  siteBase,
  origin,
  apiOrigin = "",
  isPreview = false,
}: {
  site: Site;
  runtime: Runtime;
  siteBase: string;
  origin: string;
  /** Where forms post when not to the site's own origin (a static export). */
  apiOrigin?: string;
  /** A preview build (`BuildOptions.isPreview`). */
  isPreview?: boolean;
}): SiteRenderer {
  const routes = siteRoutes(site);
  const absolute = (route: SiteRoute) => `${origin}${siteBase}${route.url}`;
  const siteHead = siteHeadTags({ site, siteBase, origin, files: runtime.files });
  const versions = new Map<string, SiteRoute[]>();
  for (const route of routes) {
    const list = versions.get(route.pagePath);
    if (list === undefined) versions.set(route.pagePath, [route]);
    else list.push(route);
  }
  const versionsOf = (route: SiteRoute) => versions.get(route.pagePath) ?? [route];
  const alternatesOf = (route: SiteRoute) =>
    versionsOf(route).map((item) => ({ language: item.language, href: absolute(item) }));
  const render = (route: SiteRoute): RenderedRoute => {
    const data = runtime.pageDataFor({ site, route, siteBase, apiOrigin, isPreview });
    const primary = versionsOf(route).find((item) => item.isPrimary) ?? route;
    const html = documentHtml({
      site,
      siteHead,
      data,
      rendered: runtime.renderPage(data),
      url: absolute(route),
      alternates: alternatesOf(route),
      defaultUrl: absolute(primary),
      files: runtime.files,
      dataUrl: pageDataUrl({ siteBase, url: route.url }),
    });
    return {
      path: `${route.url}index.html`,
      html,
      dataPath: `${RUNTIME_FOLDER}/data${route.url}index.json`,
      data: JSON.stringify(data),
    };
  };
  const sitemap = () =>
    routes.map((route) => ({ url: absolute(route), alternates: alternatesOf(route) }));
  return { routes, render, sitemap };
}
