import { ilhaError } from "../errors.ts";
import type { Site } from "../schema/site.ts";
import type { Step } from "./field-operations.ts";
import type { OperationOf } from "./operation.ts";

type Records = NonNullable<Site["translations"]>;

/**
 * `records` with `key` set to `value`, or without it for `null`; an empty record goes. A set
 * spreads the records (half the time of a rest pattern that leaves the key out, on a long page's
 * thousands of records: a section inserted records each of its texts).
 */
function withRecord<T>(
  records: Record<string, T>,
  key: string,
  value: T | null,
): Record<string, T> {
  if (value !== null) return { ...records, [key]: value };
  const { [key]: _old, ...rest } = records;
  return rest;
}

/** `site` with `translations` set, or without it when no language has records. */
export function withTranslations(site: Site, translations: Records): Site {
  const { translations: _old, ...rest } = site;
  return Object.keys(translations).length === 0 ? rest : { ...rest, translations };
}

/**
 * Records (or, with `source: null`, forgets) the hash of the primary language's text a text of
 * another language was translated from. The primary language has no translations.
 */
export function setTranslation(site: Site, op: OperationOf<"setTranslation">): Step {
  const entry = site.languages.find((item) => item.lang.code === op.language);
  if (entry === undefined || site.content[op.language] === undefined) {
    throw ilhaError("unknownLanguage");
  }
  if (entry.isPrimary) throw ilhaError("primaryLanguageUntranslated");
  const all = site.translations ?? {};
  const records = all[op.language] ?? {};
  const old = Object.hasOwn(records, op.key) ? (records[op.key] ?? null) : null;
  const language = withRecord(records, op.key, op.source);
  const next = withRecord(all, op.language, Object.keys(language).length === 0 ? null : language);
  return { site: withTranslations(site, next), inverse: [{ ...op, source: old }] };
}
