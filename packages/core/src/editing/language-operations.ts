import { ilhaError } from "../errors.ts";
import { siteTexts } from "../rules/site-texts.ts";
import { textHash } from "../rules/text-hash.ts";
import type { LanguageEntry } from "../schema/language.ts";
import type { Site } from "../schema/site.ts";
import type { Step } from "./field-operations.ts";
import { insertBefore, nextOf } from "./locate.ts";
import type { OperationInput, OperationOf } from "./operation.ts";
import { withTranslations } from "./translation-operations.ts";
import { isRecordable, recordChanges } from "./translation-record-keys.ts";

/** The entries with `order` following their place in the list. */
function ordered(entries: LanguageEntry[]): LanguageEntry[] {
  return entries.map((entry, order) => (entry.order === order ? entry : { ...entry, order }));
}

function entryOf(site: Site, code: string): { entry: LanguageEntry; index: number } {
  const index = site.languages.findIndex((entry) => entry.lang.code === code);
  const entry = site.languages[index];
  if (entry === undefined) throw ilhaError("unknownLanguage");
  return { entry, index };
}

const nextCode = (site: Site, index: number) => nextOf(site.languages, index)?.lang.code ?? null;

/** Adds a language (never as the primary) with its content, before `beforeCode` or last. */
export function addLanguage(site: Site, op: OperationOf<"addLanguage">): Step {
  const code = op.entry.lang.code;
  if (
    site.languages.some((entry) => entry.lang.code === code) ||
    Object.hasOwn(site.content, code)
  ) {
    throw ilhaError("languageTaken");
  }
  const entry = { ...op.entry, isPrimary: false };
  const languages = ordered(
    insertBefore(site.languages, entry, (other) => other.lang.code === op.beforeCode),
  );
  const added = { ...site, languages, content: { ...site.content, [code]: op.content } };
  const translations =
    op.translations === undefined
      ? site.translations
      : { ...site.translations, [code]: op.translations };
  return {
    site: translations === undefined ? added : withTranslations(added, translations),
    inverse: [{ op: "removeLanguage", code }],
  };
}

/** Removes a language and its content; the primary language stays. */
export function removeLanguage(site: Site, op: OperationOf<"removeLanguage">): Step {
  const { entry, index } = entryOf(site, op.code);
  if (entry.isPrimary) throw ilhaError("primaryLanguageKept");
  const content = site.content[op.code];
  if (content === undefined) throw ilhaError("unknownLanguage");
  const { [op.code]: _removed, ...rest } = site.content;
  const { [op.code]: translations, ...otherTranslations } = site.translations ?? {};
  const removed = {
    ...site,
    languages: ordered(site.languages.filter((item) => item.lang.code !== op.code)),
    content: rest,
  };
  return {
    site: withTranslations(removed, otherTranslations),
    inverse: [
      {
        op: "addLanguage",
        entry,
        content,
        beforeCode: nextCode(site, index),
        ...(translations && { translations }),
      },
    ],
  };
}

function withEntry(
  site: Site,
  code: string,
  change: (entry: LanguageEntry) => LanguageEntry,
): Site {
  return {
    ...site,
    languages: site.languages.map((entry) => (entry.lang.code === code ? change(entry) : entry)),
  };
}

/** Activates or deactivates a language; the primary language stays active. */
export function setLanguageStatus(site: Site, op: OperationOf<"setLanguageStatus">): Step {
  const { entry } = entryOf(site, op.code);
  if (entry.isPrimary && op.status !== "active") throw ilhaError("primaryLanguageKept");
  if (op.status === "active" && site.content[op.code] === undefined) {
    throw ilhaError("unknownLanguage");
  }
  return {
    site: withEntry(site, op.code, (item) => ({ ...item, status: op.status })),
    inverse: [{ ...op, status: entry.status }],
  };
}

/** Moves a language before another (or last) in the language menu's order. */
export function moveLanguage(site: Site, op: OperationOf<"moveLanguage">): Step {
  if (op.beforeCode === op.code) return { site, inverse: [] };
  const { entry, index } = entryOf(site, op.code);
  const rest = site.languages.filter((item) => item.lang.code !== op.code);
  const languages = ordered(
    insertBefore(rest, entry, (other) => other.lang.code === op.beforeCode),
  );
  return {
    site: { ...site, languages },
    inverse: [{ ...op, beforeCode: nextCode(site, index) }],
  };
}

type Records = NonNullable<Site["translations"]>;

/** The hash of each text of `language`, by key. */
function hashesOf(site: Site, language: string): Map<string, string> {
  return new Map(siteTexts(site, language).map((text) => [text.key, textHash(text.text)]));
}

/**
 * The translation records once `to` is the primary language instead of `from` (the records of
 * `site`, the languages' texts unchanged). The rule:
 * - `to` is the source now, never a translation: it has no records.
 * - Where `to`'s text was translated from `from`'s current text (its record is that text's
 *   hash), the two say the same thing. There `from`'s text counts as translated from `to`'s, and
 *   so does every other language's text that was translated from `from`'s current text: their
 *   records become the hash of `to`'s text. A language in step with the old source stays in step
 *   with the new one, and switching back and forth loses nothing.
 * - Every other record stays: a hash of a text of `from` (or older), it reads as "source
 *   changed", which is the honest state where `to`'s text was not a translation of it. `from`
 *   has no other records: its text was the source, not translated from `to`'s.
 */
function recordsAfterSwitch(site: Site, from: string, to: string): Records {
  const all = site.translations ?? {};
  const fromHashes = hashesOf(site, from);
  const toHashes = hashesOf(site, to);
  const toRecords = all[to] ?? {};
  const inStep = new Map<string, { old: string; now: string }>();
  for (const [key, now] of toHashes) {
    const old = fromHashes.get(key);
    if (old !== undefined && Object.hasOwn(toRecords, key) && toRecords[key] === old) {
      inStep.set(key, { old, now });
    }
  }
  const next: Records = {};
  for (const [language, records] of Object.entries(all)) {
    if (language === to || language === from) continue;
    if (!isRecordable(site, language)) {
      next[language] = records;
      continue;
    }
    const followed = Object.entries(records).map(([key, source]) => {
      const hashes = inStep.get(key);
      return [key, hashes?.old === source ? hashes.now : source] as const;
    });
    next[language] = Object.fromEntries(followed);
  }
  if (inStep.size > 0) {
    next[from] = Object.fromEntries([...inStep].map(([key, hashes]) => [key, hashes.now]));
  }
  return next;
}

/**
 * Makes a language (activated if it was not) the primary one, served at the site's root, and
 * moves the translation records to the new source (`recordsAfterSwitch`). The inverse switches
 * back and puts back every record the switch back does not give back as it was (records the old
 * primary held mean nothing, no edit can write them, and they do not come back).
 */
export function setPrimaryLanguage(site: Site, op: OperationOf<"setPrimaryLanguage">): Step {
  const { entry } = entryOf(site, op.code);
  if (site.content[op.code] === undefined) throw ilhaError("unknownLanguage");
  const primary = site.languages.find((item) => item.isPrimary);
  if (entry.isPrimary || primary === undefined) return { site, inverse: [] };
  const languages = site.languages.map((item) => ({
    ...item,
    isPrimary: item.lang.code === op.code,
    status: item.lang.code === op.code ? ("active" as const) : item.status,
  }));
  const from = primary.lang.code;
  const inverse: OperationInput[] = [{ op: "setPrimaryLanguage", code: from }];
  if (entry.status !== "active") {
    inverse.push({ op: "setLanguageStatus", code: op.code, status: entry.status });
  }
  const switched = { ...site, languages };
  if (site.translations === undefined) return { site: switched, inverse };
  const records = recordsAfterSwitch(site, from, op.code);
  const back = recordsAfterSwitch({ ...switched, translations: records }, op.code, from);
  inverse.push(...recordChanges(site, back, site.translations));
  return { site: withTranslations(switched, records), inverse };
}
