import { SCHEMA_VERSION } from "./schema/site.ts";

type Document = Record<string, unknown>;

/**
 * One step per schema version: `MIGRATIONS[n]` turns a version-n document into version n+1.
 * A change to the document's shape adds its step here, beside the schema it changes.
 */
const MIGRATIONS: Record<number, (document: Document) => Document> = {};

export type Migration =
  | { ok: true; document: unknown }
  | { ok: false; problems: { path: string; message: string }[] };

export function migrateSiteDocument(input: unknown): Migration {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ path: "", message: "A site document is a JSON object" }] };
  }
  let document = input as Document;
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
