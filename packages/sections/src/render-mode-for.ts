import { type RenderMode, type Site, siteContext } from "@ilha/core";
import type { EditKit } from "./edit-kit-contract.ts";
import type { FieldChange, RenderModeValue } from "./render-mode.tsx";
import { themeStyle } from "./theme/theme-style.ts";
import { labelsFor } from "./translations.ts";

/** The render-mode value of a page of a site in one language. */
export function renderModeFor({
  site,
  language,
  pagePath,
  mode = "view",
  siteBase = site.settings.routeBase,
  search = "",
  isPreview = false,
  editKit,
  onChange,
}: {
  site: Site;
  language: string;
  pagePath: string;
  mode?: RenderMode;
  siteBase?: string;
  search?: string;
  isPreview?: boolean;
  editKit?: EditKit | undefined;
  onChange?: ((change: FieldChange) => void) | undefined;
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
    themeStyle: themeStyle(site.theme),
    extraLinksLabel: content?.extraLinksLabel ?? "More",
    editKit: mode === "edit" ? editKit : undefined,
    onChange,
  };
}
