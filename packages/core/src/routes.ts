import { languageRouteBase, normalizeRouteBase } from "./links.ts";
import type { LanguageEntry } from "./schema/language.ts";
import type { Page, PageMeta } from "./schema/page.ts";
import type { Site, SiteContent } from "./schema/site.ts";

/** Active languages, the primary first, then by `order`. */
export function activeLanguages(site: Pick<Site, "languages">): LanguageEntry[] {
  return site.languages
    .filter((entry) => entry.status === "active")
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.order - b.order);
}

export function primaryLanguage(site: Pick<Site, "languages">): LanguageEntry {
  const primary = site.languages.find((entry) => entry.isPrimary);
  if (primary === undefined) throw new Error("A validated site has a primary language");
  return primary;
}

/** Spec §2: a page's meta, or the first page's when that one is flagged `useForAll`. */
export function pageMetaFor({ content, page }: { content: SiteContent; page: Page }): PageMeta {
  const first = content.pages[0];
  return first?.meta.useForAll === true ? first.meta : page.meta;
}

/** The URL path of a page in a language, e.g. `/pricing/` or `/en/pricing/` (before any base). */
export function routeUrl({
  language,
  pagePath,
  routeBase = "",
}: {
  language: Pick<LanguageEntry, "isPrimary"> & { lang: { code: string } };
  pagePath: string;
  routeBase?: string;
}): string {
  const base = languageRouteBase({
    routeBase,
    code: language.lang.code,
    isPrimary: language.isPrimary,
  });
  return pagePath === "/" ? `${base}/` : `${base}${pagePath}/`;
}

export type SiteRoute = {
  url: string;
  language: string;
  isPrimary: boolean;
  pagePath: string;
  meta: PageMeta;
  page: Page;
};

/** Every route of a site: each page of each active language, primary at the root. */
export function siteRoutes(site: Site): SiteRoute[] {
  return activeLanguages(site).flatMap((language) => {
    const content = site.content[language.lang.code];
    if (content === undefined) return [];
    return content.pages.map((page) => ({
      url: routeUrl({ language, pagePath: page.path }),
      language: language.lang.code,
      isPrimary: language.isPrimary,
      pagePath: page.path,
      meta: pageMetaFor({ content, page }),
      page,
    }));
  });
}

/**
 * The page a URL path shows: the path exactly (primary language) or under a language prefix.
 * `undefined` for an unknown path, which the client answers with a full page reload.
 */
export function matchRoute({
  site,
  pathname,
  routeBase = "",
}: {
  site: Site;
  pathname: string;
  routeBase?: string;
}): { language: LanguageEntry; page: Page } | undefined {
  const base = normalizeRouteBase(routeBase);
  if (base !== "" && pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  const segments = pathname
    .slice(base.length)
    .split("/")
    .filter((segment) => segment !== "");
  const languages = activeLanguages(site);
  const prefixed = languages.find((entry) => !entry.isPrimary && entry.lang.code === segments[0]);
  const language = prefixed ?? primaryLanguage(site);
  const rest = prefixed === undefined ? segments : segments.slice(1);
  const path = `/${rest.join("/")}`;
  const page = site.content[language.lang.code]?.pages.find((item) => item.path === path);
  return page === undefined ? undefined : { language, page };
}
