import { type Component, type Page, type Site, type SiteRoute, siteRoutes } from "@ilha/core";
import { renderModeFor } from "@ilha/sections";
import type { PageData } from "../client/page-data.ts";
import { publishedTitle } from "./page-title.ts";

type ViewRenderMode = PageData["renderMode"];

/** Render modes by site, base and language: every page of a language shares all but its path. */
const languageModes = new WeakMap<Site, Map<string, ViewRenderMode>>();

function languageMode({
  site,
  language,
  siteBase,
  apiOrigin,
  isPreview,
}: {
  site: Site;
  language: string;
  siteBase: string;
  apiOrigin: string;
  isPreview: boolean;
}) {
  let modes = languageModes.get(site);
  if (modes === undefined) {
    modes = new Map();
    languageModes.set(site, modes);
  }
  const key = `${siteBase} ${language} ${apiOrigin} ${isPreview}`;
  let mode = modes.get(key);
  if (mode === undefined) {
    const {
      editKit: _editKit,
      onEdit: _onEdit,
      editPages: _editPages,
      ...viewMode
    } = renderModeFor({
      site,
      language,
      pagePath: "/",
      siteBase,
      apiOrigin,
      isPreview,
    });
    mode = viewMode;
    modes.set(key, mode);
  }
  return mode;
}

/** The data a route renders from (the editor's functions left out: published pages only view). */
export function pageDataFor({
  site,
  route,
  siteBase,
  apiOrigin = "",
  isPreview = false,
}: {
  site: Site;
  route: SiteRoute;
  siteBase: string;
  /** Where forms post when not to the site's own origin (a static export). */
  apiOrigin?: string;
  /** A preview, not the published site: no disclaimer; the chat card stays open on outside clicks. */
  isPreview?: boolean;
}): PageData {
  const { page } = route;
  const renderMode = {
    ...languageMode({ site, language: route.language, siteBase, apiOrigin, isPreview }),
    pagePath: route.pagePath,
  };
  return {
    renderMode,
    page,
    head: {
      lang: route.language,
      title: publishedTitle({ title: route.meta.title, siteName: site.name }),
      description: route.meta.description,
      keywords: route.meta.keywords,
    },
  };
}

/**
 * The 404 page, in the primary language: the home page's header (as a navbar-only header), a
 * "page not found" call to action back home, and the home page's footer.
 */
export function notFoundPageData({
  site,
  siteBase,
  apiOrigin = "",
  isPreview = false,
}: {
  site: Site;
  siteBase: string;
  apiOrigin?: string;
  isPreview?: boolean;
}): PageData {
  const primary = siteRoutes(site)[0];
  if (primary === undefined) throw new Error("A site has a home page");
  const home = pageDataFor({ site, route: primary, siteBase, apiOrigin, isPreview });
  const labels = home.renderMode.labels;
  const header = home.page.components.find(
    (item) => item.type === "hero-header" || item.type === "navbar-header",
  );
  const footer = home.page.components.find((item) => item.type === "footer");
  const components: Component[] = [];
  if (header !== undefined) {
    const { logoSrc, logoColor, logoWidth, logoDimensions, initialWidth, logoAlt } = header.data;
    components.push({
      ...header,
      type: "navbar-header",
      data: { logoSrc, logoColor, logoWidth, logoDimensions, initialWidth, logoAlt },
    } as Component);
  }
  components.push({
    id: "not-found",
    type: "cta",
    colorMode: "EXTRALIGHT",
    orientation: "LEFT",
    status: "published",
    data: {
      title: labels.notFoundTitle,
      paragraph: labels.notFoundText,
      titleAlignment: "center",
      paragraphAlignment: "center",
      buttons: [{ buttonText: labels.backHome, buttonUrl: "/", type: "primary" }],
      images: [],
    },
  });
  if (footer !== undefined) components.push(footer);
  const page: Page = {
    path: "/404",
    meta: { title: labels.notFoundTitle, keywords: "", description: labels.notFoundText },
    components,
  };
  return {
    renderMode: { ...home.renderMode, pagePath: "/" },
    page,
    head: {
      lang: primary.language,
      title: publishedTitle({ title: labels.notFoundTitle, siteName: site.name }),
      description: labels.notFoundText,
      keywords: "",
    },
  };
}
