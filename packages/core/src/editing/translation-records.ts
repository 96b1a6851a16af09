import { fieldAt } from "../fields/field-at.ts";
import { fieldLeaves } from "../fields/field-leaves.ts";
import { primaryLanguage } from "../routes.ts";
import {
  placesOfText,
  siteTexts,
  sourceText,
  type TextPlace,
  textKey,
} from "../rules/site-texts.ts";
import { textHash } from "../rules/text-hash.ts";
import { SECTION_FIELDS } from "../schema/section-kinds.ts";
import type { Site } from "../schema/site.ts";
import { applyOperation } from "./apply-operation.ts";
import { getIn } from "./copy-on-write.ts";
import { languagesWithPage } from "./locate.ts";
import type { OperationInput } from "./operation.ts";
import { SITE_LEVEL_KEYS, SITE_PART_FIELDS } from "./site-parts.ts";
import {
  isRecordable,
  itemKeys,
  keyUnder,
  metaKeys,
  SITE_KEYS,
  sectionKeys,
} from "./translation-record-keys.ts";

/** The text an edit sets, if it sets one: a section's text, a page's meta text, a site part's. */
function placeOfEdit(site: Site, op: OperationInput): TextPlace | undefined {
  if (op.op === "setPageMeta") {
    return op.key === "useForAll"
      ? undefined
      : { kind: "meta", pagePath: op.pagePath, key: op.key };
  }
  if (op.op === "setSiteField") {
    const [head] = op.path;
    const isText = typeof head === "string" && !SITE_LEVEL_KEYS.has(head);
    return isText && fieldAt(SITE_PART_FIELDS, op.path)?.kind === "text"
      ? { kind: "site", path: op.path }
      : undefined;
  }
  if (op.op !== "setField") return undefined;
  const section = site.content[op.language]?.pages
    .find((page) => page.path === op.pagePath)
    ?.components.find((component) => component.id === op.sectionId);
  if (section === undefined || fieldAt(SECTION_FIELDS[section.type], op.path)?.kind !== "text") {
    return undefined;
  }
  const { pagePath, sectionId, path } = op;
  return { kind: "section", pagePath, sectionId, sectionType: section.type, path };
}

/**
 * The records saying the text at `place` of `language` (and every copy of it a page repeats) is
 * translated from the primary language's current text: `setTranslation`s for those not already so.
 */
export function translationRecordsFor({
  site,
  language,
  place,
}: {
  site: Site;
  language: string;
  place: TextPlace;
}): OperationInput[] {
  if (primaryLanguage(site).lang.code === language) return [];
  const records = site.translations?.[language] ?? {};
  return placesOfText(site, language, place).flatMap((at): OperationInput[] => {
    const key = textKey(at);
    const source = textHash(sourceText(site, at));
    const isRecorded = Object.hasOwn(records, key) && records[key] === source;
    return isRecorded ? [] : [{ op: "setTranslation", language, key, source }];
  });
}

/**
 * `operations`, each edit that sets a text of a language other than the primary followed by the
 * record of the primary's text it was translated from: one step, so undo restores both. Edits
 * that do not apply are returned as they are (applying them reports why).
 */
export function withTranslationRecords(
  site: Site,
  operations: readonly OperationInput[],
): OperationInput[] {
  let current = site;
  const result: OperationInput[] = [];
  for (const op of operations) {
    const applied = applyOperation(current, op);
    if (!applied.ok) return [...operations];
    current = applied.site;
    result.push(op);
    const language = "language" in op ? op.language : undefined;
    const place = language === undefined ? undefined : placeOfEdit(current, op);
    if (language === undefined || place === undefined) continue;
    for (const record of translationRecordsFor({ site: current, language, place })) {
      const recorded = applyOperation(current, record);
      if (!recorded.ok) continue;
      current = recorded.site;
      result.push(record);
    }
  }
  return result;
}

/**
 * `add`, an `addPage` that copies the page at `copyOf` (the same sections, in the same order,
 * under new ids, as the pages panel makes it), followed by the records the copy's texts carry
 * from the original's: one step, so undo takes both. A record carries where the copy's text in
 * its language is the original's, so what it says (this text was translated from that source)
 * holds for the copy as it did for the original; a copy given its own title carries none for it.
 */
export function withPageCopyRecords(
  site: Site,
  add: OperationInput,
  copyOf: string,
): OperationInput[] {
  const applied = applyOperation(site, add);
  if (!applied.ok || add.op !== "addPage") return [add];
  const copied = applied.site;
  const path = add.page.path;
  const result: OperationInput[] = [add];
  for (const [language, records] of Object.entries(copied.translations ?? {})) {
    if (!isRecordable(copied, language)) continue;
    const pages = copied.content[language]?.pages ?? [];
    const original = pages.find((page) => page.path === copyOf)?.components ?? [];
    const copy = pages.find((page) => page.path === path)?.components ?? [];
    const starts: [string, string][] = [[metaKeys(copyOf), metaKeys(path)]];
    original.forEach((component, index) => {
      const other = copy[index];
      if (other?.type === component.type) {
        starts.push([sectionKeys(copyOf, component.id), sectionKeys(path, other.id)]);
      }
    });
    const texts = new Map(siteTexts(copied, language).map((text) => [text.key, text.text]));
    for (const [key, source] of Object.entries(records)) {
      for (const [from, to] of starts) {
        const carried = keyUnder(key, from, to);
        if (carried === undefined) continue;
        if (texts.has(key) && texts.get(carried) === texts.get(key)) {
          result.push({ op: "setTranslation", language, key: carried, source });
        }
      }
    }
  }
  return result;
}

/**
 * `insert`, an `insertSection` whose copies are written in each language (the library's
 * defaults), followed by the records saying each copy's text is translated from the primary's:
 * one step, so undo takes both. A text the primary language changes later is then outdated in the
 * others, as a text translated by hand would be. A copy with the primary's own text gets none.
 * Read from the insert's own copies, not the site's texts: an insert on a long page costs the
 * section's texts, not the page's.
 */
export function withInsertRecords(site: Site, insert: OperationInput): OperationInput[] {
  if (insert.op !== "insertSection" || insert.sections === undefined) return [insert];
  const { section, sections, pagePath } = insert;
  const primary = primaryLanguage(site).lang.code;
  const source = sections[primary] ?? section;
  const fields = SECTION_FIELDS[section.type];
  const records: OperationInput[] = [];
  for (const [language, copy] of Object.entries(sections)) {
    if (!isRecordable(site, language) || !languagesWithPage(site, pagePath).includes(language)) {
      continue;
    }
    for (const leaf of fieldLeaves(fields, copy.data)) {
      const from = getIn(source.data, leaf.path);
      if (leaf.field.kind !== "text" || typeof from !== "string" || leaf.value === from) continue;
      const place: TextPlace = {
        kind: "section",
        pagePath,
        sectionId: section.id,
        sectionType: section.type,
        path: leaf.path,
      };
      records.push({ op: "setTranslation", language, key: textKey(place), source: textHash(from) });
    }
  }
  return [insert, ...records];
}

/** Where the keys of the texts an edit brings start: its new list items', or a new site part's. */
function keysOfNew(op: OperationInput): string[] {
  if (op.op === "setSiteField" && op.path.length === 1) return [itemKeys(SITE_KEYS, op.path)];
  if (op.op !== "insertItems") return [];
  const owner =
    op.sectionId === undefined
      ? SITE_KEYS
      : op.pagePath === undefined
        ? undefined
        : sectionKeys(op.pagePath, op.sectionId);
  if (owner === undefined) return [];
  const start = itemKeys(owner, op.path);
  return op.items.map((_, offset) => `${start}${op.index + offset}.`);
}

/**
 * `add`, an edit that brings texts written in each language (list items inserted with
 * `itemsByLanguage`, a site part set with `values`: a messenger with its chat card's defaults),
 * followed by the records saying each language's copy is translated from the primary's: one
 * step, so undo takes both, as `withInsertRecords` for a section. A copy with the primary's own
 * text gets none.
 */
export function withNewTextRecords(site: Site, add: OperationInput): OperationInput[] {
  const starts = keysOfNew(add);
  const applied = starts.length === 0 ? undefined : applyOperation(site, add);
  if (applied === undefined || !applied.ok) return [add];
  const after = applied.site;
  const records: OperationInput[] = [];
  for (const { lang } of after.languages) {
    if (!isRecordable(after, lang.code)) continue;
    for (const text of siteTexts(after, lang.code)) {
      if (!starts.some((start) => text.key.startsWith(start))) continue;
      const source = sourceText(after, text.place);
      if (text.text === source) continue;
      records.push({
        op: "setTranslation",
        language: lang.code,
        key: text.key,
        source: textHash(source),
      });
    }
  }
  return [add, ...records];
}
