import { languageRouteBase } from "./links.ts";
import { activeLanguages } from "./routes.ts";
import type { LanguageEntry, LanguageMenuLayout } from "./schema/language.ts";
import type { NavLink } from "./schema/primitives.ts";
import type { Site } from "./schema/site.ts";

/** Spec §3 site context: what every section of a page may read about its site. */
export type SiteContext = {
  siteId: string;
  siteHash: string;
  gdprPrivacyPolicy: { name: string; link: string; showInFooter: boolean } | undefined;
  /** The base of this language's routes, e.g. `/s/vehicle-rental/en`. */
  routeBase: string;
  siteLanguages: LanguageEntry[];
  currentLanguage: string;
  languageMenuLayout: LanguageMenuLayout;
  projectLinks: { headerLinks: NavLink[] };
};

export function siteContext({
  site,
  language,
  routeBase = site.settings.routeBase,
}: {
  site: Site;
  language: string;
  routeBase?: string;
}): SiteContext {
  const languages = activeLanguages(site);
  const entry = languages.find((item) => item.lang.code === language);
  if (entry === undefined) throw new Error(`"${language}" is not an active language of the site`);
  const content = site.content[language];
  return {
    siteId: site.id,
    siteHash: site.hash,
    gdprPrivacyPolicy: content?.privacyPolicy,
    routeBase: languageRouteBase({ routeBase, code: language, isPrimary: entry.isPrimary }),
    siteLanguages: languages,
    currentLanguage: language,
    languageMenuLayout: site.settings.languageMenuLayout,
    projectLinks: { headerLinks: content?.headerLinks ?? [] },
  };
}
