import type { Site } from "../schema/site.ts";
import type { Key } from "./copy-on-write.ts";
import type { OperationInput } from "./operation.ts";
import { withTranslations } from "./translation-operations.ts";

/**
 * The names of texts in the translation records (`textKey`), and how the records follow their
 * texts when pages, sections and list items move, go or are copied. A key is
 * `${pagePath}#${sectionId}:${fieldPath}`, `${pagePath}#meta:${key}` or `site:${fieldPath}`, its
 * field path's keys and list indices joined by dots: whatever a structural edit does to a text's
 * place, it does to the start of its key.
 */

type Records = NonNullable<Site["translations"]>;

/** The start of every key of a page's texts (its meta's and its sections'): `/pricing#`. */
export const pageKeys = (pagePath: string) => `${pagePath}#`;

/** The start of every key of a section's texts: `/pricing#plans-1:`. */
export const sectionKeys = (pagePath: string, sectionId: string) =>
  `${pageKeys(pagePath)}${sectionId}:`;

/** The start of every key of a page's meta texts: `/pricing#meta:`. */
export const metaKeys = (pagePath: string) => `${pageKeys(pagePath)}meta:`;

/** The start of every key of the site's own texts (beside its pages): `site:`. */
export const SITE_KEYS = "site:";

/** A text's key: where its owner's keys start, and its field path. */
export const keyOf = (owner: string, path: readonly Key[]) => `${owner}${path.join(".")}`;

/** The start of the keys of a list's items, before the item's index: `/pricing#plans-1:plans.`. */
export const itemKeys = (owner: string, listPath: readonly Key[]) => `${keyOf(owner, listPath)}.`;

/**
 * What becomes of a record under `key`: the keys it is kept under (none: it goes), or
 * `undefined` when the edit does not concern it.
 */
export type KeyRewrite = (key: string) => readonly string[] | undefined;

/** `key` with its start `from` replaced by `to`, or `undefined` when it does not start so. */
export function keyUnder(key: string, from: string, to: string): string | undefined {
  return key.startsWith(from) ? to + key.slice(from.length) : undefined;
}

/**
 * The records under `from` move under `to` (a page's new path). A record already under `to`
 * names no text (no page or section has that place yet), so it goes.
 */
export function movingKeys(from: string, to: string): KeyRewrite {
  return (key) => {
    const moved = keyUnder(key, from, to);
    if (moved !== undefined) return [moved];
    return key.startsWith(to) ? [] : undefined;
  };
}

/** The records under `from` are kept and copied under `to` (a duplicated section); as `movingKeys`. */
export function copyingKeys(from: string, to: string): KeyRewrite {
  return (key) => {
    const copied = keyUnder(key, from, to);
    if (copied !== undefined) return [key, copied];
    return key.startsWith(to) ? [] : undefined;
  };
}

/** The records under `start` go (a removed page or section, or a new one's place). */
export function droppingKeys(start: string): KeyRewrite {
  return (key) => (key.startsWith(start) ? [] : undefined);
}

/**
 * The records of the items of the lists whose item keys start with one of `starts`
 * (`itemKeys`) follow their items: `follow` says where the item at an index goes, `undefined`
 * when it is removed.
 */
export function followingItems(
  starts: Iterable<string>,
  follow: (index: number) => number | undefined,
): KeyRewrite {
  const lists = [...new Set(starts)];
  return (key) => {
    for (const start of lists) {
      if (!key.startsWith(start)) continue;
      const match = /^(\d+)(\..*)?$/.exec(key.slice(start.length));
      if (match === null) continue;
      const to = follow(Number(match[1]));
      return to === undefined ? [] : [`${start}${to}${match[2] ?? ""}`];
    }
    return undefined;
  };
}

/**
 * Whether `language`'s records are ones an edit may write (`setTranslation` would): a language
 * of the site, with content, and not the primary one. Records a primary language holds (a
 * document from before `setPrimaryLanguage` dropped them may have some) mean nothing, and no
 * edit touches them.
 */
export function isRecordable(site: Site, language: string): boolean {
  const entry = site.languages.find((item) => item.lang.code === language);
  return entry !== undefined && !entry.isPrimary && Object.hasOwn(site.content, language);
}

const record = (language: string, key: string, source: string | null): OperationInput => ({
  op: "setTranslation",
  language,
  key,
  source,
});

/**
 * `site` with the records of every language that may hold them rewritten by `rewrite`, and the
 * `setTranslation`s that put back what the rewrite lost: the records it dropped and those a
 * moved or copied one replaced. A moved record is not among them: the edit's inverse moves it
 * back, and these follow that inverse in it. A rewrite keeps records apart (no two land on one
 * key), as those above do.
 */
export function rewrittenRecords(
  site: Site,
  rewrite: KeyRewrite,
): { site: Site; restore: OperationInput[] } {
  const all = site.translations;
  if (all === undefined) return { site, restore: [] };
  const restore: OperationInput[] = [];
  const next: Records = {};
  let isChanged = false;
  for (const [language, records] of Object.entries(all)) {
    next[language] = records;
    if (!isRecordable(site, language)) continue;
    const kept: Record<string, string> = {};
    const written: Record<string, string> = {};
    let isTouched = false;
    for (const [key, source] of Object.entries(records)) {
      const keys = rewrite(key);
      if (keys === undefined || (keys.length === 1 && keys[0] === key)) {
        kept[key] = source;
        continue;
      }
      isTouched = true;
      if (keys.length === 0) restore.push(record(language, key, source));
      for (const to of keys) written[to] = source;
    }
    if (!isTouched) continue;
    for (const [key, source] of Object.entries(kept)) {
      if (Object.hasOwn(written, key)) restore.push(record(language, key, source));
    }
    const merged = { ...kept, ...written };
    if (Object.keys(merged).length === 0) delete next[language];
    else next[language] = merged;
    isChanged = true;
  }
  return isChanged ? { site: withTranslations(site, next), restore } : { site, restore };
}

/**
 * The `setTranslation`s that turn the records `from` into `to`, for the languages that may hold
 * records in `site` (the document they apply to).
 */
export function recordChanges(site: Site, from: Records, to: Records): OperationInput[] {
  const changes: OperationInput[] = [];
  for (const language of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (!isRecordable(site, language)) continue;
    const before = from[language] ?? {};
    const after = to[language] ?? {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const old = Object.hasOwn(before, key) ? before[key] : undefined;
      const wanted = Object.hasOwn(after, key) ? after[key] : undefined;
      if (old !== wanted) changes.push(record(language, key, wanted ?? null));
    }
  }
  return changes;
}
