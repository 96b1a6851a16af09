import type { z } from "zod";
import { migrateSiteDocument } from "./migrations.ts";
import { type Site, site } from "./schema/site.ts";

export type Problem = { path: string; message: string };
export type SiteValidation = { ok: true; site: Site } | { ok: false; problems: Problem[] };

/** `content.pt.pages[2].components[0].data.title` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    return text === "" ? name : `${text}.${name}`;
  }, "");
}

export function problemsOf(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message,
  }));
}

/** Migrates a document to the current schema version and validates it. */
export function validateSite(input: unknown): SiteValidation {
  const migrated = migrateSiteDocument(input);
  if (!migrated.ok) return migrated;
  const parsed = site.safeParse(migrated.document);
  return parsed.success
    ? { ok: true, site: parsed.data }
    : { ok: false, problems: problemsOf(parsed.error) };
}
