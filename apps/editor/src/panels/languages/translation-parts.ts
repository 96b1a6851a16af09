import { SITE_PART_FIELDS, type TranslatedText } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";

/** The texts of one place: a section, a page's meta, a part of the site. */
export type TranslationPart = { key: string; heading: string; texts: TranslatedText[] };

function partOf(text: TranslatedText): Omit<TranslationPart, "texts"> {
  const { place } = text;
  if (place.kind === "meta") return { key: "meta", heading: EDITOR_TEXT.checks.pageDetails };
  if (place.kind === "section") {
    return { key: `section|${place.sectionId}`, heading: CONFIGS[place.sectionType].label };
  }
  const part = String(place.path[0] ?? "");
  return { key: `part|${part}`, heading: SITE_PART_FIELDS[part]?.label ?? part };
}

/** Whether a text has anything to translate or show: both sides blank have none. */
const isShown = (text: TranslatedText) => text.source.trim() !== "" || text.text.trim() !== "";

/**
 * The texts of a page (`pagePath`) or of the site's own parts (`undefined`), by place in the
 * order they come.
 */
export function translationParts(
  texts: readonly TranslatedText[],
  pagePath: string | undefined,
): TranslationPart[] {
  const parts = new Map<string, TranslationPart>();
  for (const text of texts) {
    const at = text.place.kind === "site" ? undefined : text.place.pagePath;
    if (at !== pagePath || !isShown(text)) continue;
    const where = partOf(text);
    const part = parts.get(where.key) ?? { ...where, texts: [] };
    parts.set(where.key, part);
    part.texts.push(text);
  }
  return [...parts.values()];
}
