import { type RenderMode, type Site, siteContext, type Theme, UI_TEXT } from "@ilha/core";
import type { EditKit } from "./edit-kit-contract.ts";
import type { RenderModeValue } from "./render-mode.tsx";
import { themeStyle } from "./theme/theme-style.ts";
import { labelsFor } from "./translations.ts";

const themeStyles = new WeakMap<Theme, Record<string, string>>();

/** A site's theme variables, computed once per theme (every page of a build shares them). */
function themeStyleOf(theme: Theme): Record<string, string> {
  const cached = themeStyles.get(theme);
  if (cached !== undefined) return cached;
  const style = themeStyle(theme);
  themeStyles.set(theme, style);
  return style;
}

/** The render-mode value of a page of a site in one language. */
export function renderModeFor({
  site,
  language,
  pagePath,
  mode = "view",
  siteBase = site.settings.routeBase,
  search = "",
  isPreview = false,
  apiOrigin = "",
  editKit,
  onEdit,
}: {
  site: Site;
  language: string;
  pagePath: string;
  mode?: RenderMode;
  siteBase?: string;
  search?: string;
  isPreview?: boolean;
  /** The origin of the API the forms post to, when it is not the site's own (static export). */
  apiOrigin?: string;
  editKit?: EditKit | undefined;
  onEdit?: RenderModeValue["onEdit"];
}): RenderModeValue {
  const content = site.content[language];
  return {
    mode,
    isPreview,
    isPaid: site.plan === "paid",
    site: siteContext({ site, language, routeBase: siteBase }),
    theme: site.theme,
    search,
    siteBase,
    pagePath,
    siteName: site.name,
    footerLinks: content?.footerLinks ?? [],
    labels: labelsFor(language),
    themeStyle: themeStyleOf(site.theme),
    extraLinksLabel: content?.extraLinksLabel ?? UI_TEXT.extraLinksLabel,
    consent: content?.consent,
    messengers: content?.messengers,
    tracking: site.settings.tracking,
    apiPath: `${apiOrigin}${site.settings.apiPath}`,
    shouldShowFormErrors: site.settings.shouldShowFormErrors,
    editKit: mode === "edit" ? editKit : undefined,
    editPages:
      mode === "edit"
        ? content?.pages.map((page) => ({ path: page.path, title: page.meta.title }))
        : undefined,
    onEdit,
  };
}
