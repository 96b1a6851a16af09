import { ilhaError, type Site } from "@ilha/core";
import type { SiteSizeLimits } from "./quotas.ts";

export type SiteSize = {
  pages: number;
  sectionsPerPage: number;
  sections: number;
  documentBytes: number;
};

/** The largest page count of a language, the largest page, all sections, and the JSON's bytes. */
export function siteSizeOf(site: Site): SiteSize {
  let pages = 0;
  let sectionsPerPage = 0;
  let sections = 0;
  for (const content of Object.values(site.content)) {
    pages = Math.max(pages, content.pages.length);
    for (const page of content.pages) {
      sectionsPerPage = Math.max(sectionsPerPage, page.components.length);
      sections += page.components.length;
    }
  }
  return {
    pages,
    sectionsPerPage,
    sections,
    documentBytes: Buffer.byteLength(JSON.stringify(site)),
  };
}

/** 413 `site_too_large` with each limit the site passes (`{ path, message, limit }`). */
export function checkSiteSize({ site, limits }: { site: Site; limits: SiteSizeLimits }): void {
  const size = siteSizeOf(site);
  const problems = (Object.keys(limits) as (keyof SiteSizeLimits)[])
    .filter((name) => size[name] > limits[name])
    .map((name) => ({
      path: name,
      message: `At most ${limits[name]} (this site has ${size[name]})`,
      limit: limits[name],
    }));
  if (problems.length > 0) throw ilhaError("siteTooLarge", problems);
}
