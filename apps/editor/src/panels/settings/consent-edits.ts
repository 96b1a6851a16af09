import {
  CONSENT_CATEGORY_TYPES,
  type ConsentCategoryType,
  type ConsentSettings,
  defaultConsent,
  defaultConsentCategory,
  isRemovableConsentCategory,
  type OperationInput,
  primaryLanguage,
  type Site,
} from "@ilha/core";

const CATEGORIES_PATH = ["consent", "categories"];
const rank = (type: ConsentCategoryType) => CONSENT_CATEGORY_TYPES.indexOf(type);

/** The category types a banner does not list yet, in core's order. */
export function missingCategoryTypes(consent: ConsentSettings): ConsentCategoryType[] {
  const listed = new Set(consent.categories.map((category) => category.type));
  return CONSENT_CATEGORY_TYPES.filter((type) => !listed.has(type));
}

/** Whether the owner may remove a category: core's rule (any but essential). */
export function canRemoveCategory(type: ConsentCategoryType): boolean {
  return isRemovableConsentCategory({ type });
}

/**
 * The edit that adds a category of `type`, with core's default texts, to the banner of every
 * language (the list is the same in each): after the last category core orders before it.
 */
export function addCategoryEdit({
  consent,
  type,
}: {
  consent: ConsentSettings;
  type: ConsentCategoryType;
}): OperationInput | undefined {
  if (!missingCategoryTypes(consent).includes(type)) return undefined;
  const index =
    consent.categories.findLastIndex((category) => rank(category.type) < rank(type)) + 1;
  return {
    op: "insertItems",
    path: CATEGORIES_PATH,
    index,
    items: [defaultConsentCategory(type)],
  };
}

/** The edit that removes the category of `type` from the banner of every language. */
export function removeCategoryEdit({
  consent,
  type,
}: {
  consent: ConsentSettings;
  type: ConsentCategoryType;
}): OperationInput | undefined {
  const index = consent.categories.findIndex((category) => category.type === type);
  if (index < 0 || !canRemoveCategory(type)) return undefined;
  return { op: "removeItems", path: CATEGORIES_PATH, index, count: 1 };
}

/**
 * The language whose banner a new one copies: the primary language's, else the first language's
 * that has one; `undefined` when no language has a banner.
 */
export function bannerSource(site: Site): string | undefined {
  const primary = primaryLanguage(site).lang.code;
  const codes = [primary, ...site.languages.map((entry) => entry.lang.code)];
  return codes.find((code) => site.content[code]?.consent !== undefined);
}

/**
 * The edit that gives `language` a cookie banner. The banner's structure (its categories, which
 * buttons show, the privacy link) is the same in every language, so every language without a
 * banner gets the same one: a copy of `bannerSource`'s, texts to translate, else core's defaults.
 * Languages with a banner keep theirs.
 */
export function createBannerEdit({
  site,
  language,
}: {
  site: Site;
  language: string;
}): OperationInput | undefined {
  if (site.content[language]?.consent !== undefined) return undefined;
  const source = bannerSource(site);
  const banner = source === undefined ? defaultConsent() : site.content[source]?.consent;
  const kept: Record<string, ConsentSettings> = {};
  for (const [code, content] of Object.entries(site.content)) {
    if (content.consent !== undefined) kept[code] = content.consent;
  }
  return {
    op: "setSiteField",
    language,
    path: ["consent"],
    value: banner,
    ...(Object.keys(kept).length > 0 && { values: kept }),
  };
}
