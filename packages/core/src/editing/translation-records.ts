import { fieldAt } from "../fields/field-at.ts";
import { primaryLanguage } from "../routes.ts";
import { placesOfText, sourceText, type TextPlace, textKey } from "../rules/site-texts.ts";
import { textHash } from "../rules/text-hash.ts";
import { SECTION_FIELDS } from "../schema/section-kinds.ts";
import type { Site } from "../schema/site.ts";
import { applyOperation } from "./apply-operation.ts";
import type { OperationInput } from "./operation.ts";
import { SITE_LEVEL_KEYS, SITE_PART_FIELDS } from "./site-parts.ts";

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
