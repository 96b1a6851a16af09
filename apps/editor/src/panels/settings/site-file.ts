import { ERRORS, type Problem, type Site, validateSite } from "@ilha/core";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";

const T = EDITOR_TEXT.siteFile;

/** A chosen site file: the site it holds (migrated and validated by core), or why it is none. */
export type SiteFileReading =
  | { ok: true; site: Site }
  | { ok: false; message: string; problems: Problem[] };

/** Reads a site file's text as the server's `PUT` would: JSON, then core's migration and schema. */
export function readSiteFile(text: string): SiteFileReading {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, message: T.notJson, problems: [] };
  }
  const validated = validateSite(input);
  return validated.ok
    ? { ok: true, site: validated.site }
    : { ok: false, message: ERRORS.invalidDocument.message, problems: validated.problems };
}

/** `mare-rent-2026-11-25.json`: the site's name in plain letters and the day it was taken. */
export function siteFileName(site: Site, day: Date): string {
  const name = site.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${name === "" ? "site" : name}-${day.toISOString().slice(0, 10)}.json`;
}

/** The draft as a file to keep: the document exactly as the server stores it. */
export function siteFileOf(site: Site): Blob {
  return new Blob([`${JSON.stringify(site, null, 2)}\n`], { type: "application/json" });
}

/**
 * A file's site as this site's draft: its pages, texts, theme and settings under this site's
 * identity (id, slug, hash), which the server keeps, so a copy of another site comes in too.
 */
export function asThisSite(file: Site, current: Site): Site {
  return { ...file, id: current.id, slug: current.slug, hash: current.hash };
}
