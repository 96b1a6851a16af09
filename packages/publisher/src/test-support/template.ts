import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Site, validateSite } from "@ilha/core";

export const REPOSITORY = join(import.meta.dirname, "../../../..");
export const TEMPLATE_DIR = join(REPOSITORY, "templates/vehicle-rental");

/** A validated site document from the repository (the template by default). */
export async function loadSite(file = join(TEMPLATE_DIR, "site.json")): Promise<Site> {
  const result = validateSite(JSON.parse(await readFile(file, "utf8")));
  if (!result.ok) throw new Error(`${file} is invalid: ${JSON.stringify(result.problems)}`);
  return result.site;
}
