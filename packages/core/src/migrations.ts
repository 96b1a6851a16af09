import { SCHEMA_VERSION } from "./schema/site.ts";

type Document = Record<string, unknown>;

const isRecord = (value: unknown): value is Document =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A page path as an id part: `/pricing/cars` → `pricing-cars`, `/` → `home`. */
function pathPart(path: unknown): string {
  const part = String(path)
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return part === "" ? "home" : part;
}

/**
 * Version 1 → 2: section ids become unique within the site (a section keeps its id in every
 * language, so edits address it on one page by id). A repeated id (every page's `footer`) takes
 * its page's path; every language renames alike, as its pages are the same. Language `order`
 * follows the list.
 */
function uniqueSectionIds(document: Document): Document {
  const content = isRecord(document.content) ? document.content : {};
  const renamed: Document = {};
  for (const [code, value] of Object.entries(content)) {
    if (!isRecord(value)) {
      renamed[code] = value;
      continue;
    }
    const used = new Set<string>();
    const pages = listOf(value.pages).map((page) => {
      if (!isRecord(page)) return page;
      const components = listOf(page.components).map((component) => {
        if (!isRecord(component) || typeof component.id !== "string") return component;
        let id = component.id;
        if (used.has(id)) {
          const base = `${component.id}-${pathPart(page.path)}`.slice(0, 60);
          id = base;
          for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
        }
        used.add(id);
        return id === component.id ? component : { ...component, id };
      });
      return { ...page, components };
    });
    renamed[code] = { ...value, pages };
  }
  const languages = listOf(document.languages).map((entry, order) =>
    isRecord(entry) ? { ...entry, order } : entry,
  );
  return { ...document, content: renamed, languages };
}

/**
 * One step per schema version: `MIGRATIONS[n]` turns a version-n document into version n+1.
 * A change to the document's shape adds its step here, beside the schema it changes.
 */
const MIGRATIONS: Record<number, (document: Document) => Document> = { 1: uniqueSectionIds };

export type Migration =
  | { ok: true; document: unknown }
  | { ok: false; problems: { path: string; message: string }[] };

export function migrateSiteDocument(input: unknown): Migration {
  if (!isRecord(input)) {
    return { ok: false, problems: [{ path: "", message: "A site document is a JSON object" }] };
  }
  let document = input;
  let version = document.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return { ok: true, document };
  }
  if (version > SCHEMA_VERSION) {
    return {
      ok: false,
      problems: [
        {
          path: "schemaVersion",
          message: `Version ${version} is newer than this Ilha reads (${SCHEMA_VERSION})`,
        },
      ],
    };
  }
  while (version < SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (step === undefined) break;
    document = { ...step(document), schemaVersion: version + 1 };
    version += 1;
  }
  return { ok: true, document };
}
