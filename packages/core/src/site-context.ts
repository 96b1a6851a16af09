import { z } from "zod";
import { languageRouteBase } from "./links.ts";
import { activeLanguages } from "./routes.ts";
import { languageCode, languageEntry, languageMenuLayout } from "./schema/language.ts";
import { navLink, privacyPolicySetting, type Site, siteId } from "./schema/site.ts";

/** Spec §3 site context: what every section of a page may read about its site. */
export const siteContextSchema = z.strictObject({
  siteId,
  siteHash: z.string(),
  gdprPrivacyPolicy: privacyPolicySetting.optional(),
  /** The base of this language's routes, e.g. `/s/vehicle-rental/en`. */
  routeBase: z.string(),
  siteLanguages: z.array(languageEntry),
  currentLanguage: languageCode,
  languageMenuLayout,
  projectLinks: z.strictObject({ headerLinks: z.array(navLink) }),
});
export type SiteContext = z.infer<typeof siteContextSchema>;

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
  // An unpublished language renders too (the editor shows it while it is being translated); the
  // language menu lists the published ones.
  const entry = site.languages.find((item) => item.lang.code === language);
  if (entry === undefined) throw new Error(`"${language}" is not a language of the site`);
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
