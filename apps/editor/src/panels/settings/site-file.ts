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

/** `mare-rent-2026-11-25.json`: the site's name in plain letters and the (local) day it was taken. */
export function siteFileName(site: Site, day: Date): string {
  const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-");
  const name = site.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${name === "" ? "site" : name}-${date}.json`;
}

/** The draft on screen (edits not yet saved included) as a file to keep, in the stored format. */
export function siteFileOf(site: Site): Blob {
  return new Blob([`${JSON.stringify(site, null, 2)}\n`], { type: "application/json" });
}

/**
 * A file's site as this site's draft: its pages, texts, theme and settings under this site's
 * identity (id, slug, hash) and with the fields the platform decides (the plan, the forms'
 * address), which the server keeps: so a copy of another site, or of this one before its plan
 * changed, comes in too.
 */
export function asThisSite(file: Site, current: Site): Site {
  const { id, slug, hash, plan } = current;
  const settings = { ...file.settings, apiPath: current.settings.apiPath };
  return { ...file, id, slug, hash, plan, settings };
}
