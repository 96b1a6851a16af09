/** The section categories of spec §3. */
export const SECTION_CATEGORIES = [
  "header",
  "footer",
  "feature",
  "post",
  "contact",
  "pricing",
  "privacyPolicy",
  "cta",
  "portfolio",
  "rsvp",
] as const;
export type SectionCategory = (typeof SECTION_CATEGORIES)[number];

/**
 * Every section kind (the component `type`): its category, whether a page may hold it once only,
 * and whether it can have a background image (its schema's `backgroundImgUrl`, which a test holds
 * it to). Plain data, so published sites can read it without the schemas.
 */
export const SECTION_CATALOGUE = {
  "hero-header": { category: "header", isUnique: true, hasBackground: true },
  "navbar-header": { category: "header", isUnique: true, hasBackground: false },
  posts: { category: "post", isUnique: false, hasBackground: false },
  "map-contact": { category: "contact", isUnique: false, hasBackground: false },
  footer: { category: "footer", isUnique: true, hasBackground: false },
  pricing: { category: "pricing", isUnique: false, hasBackground: true },
  "long-text": { category: "feature", isUnique: false, hasBackground: true },
  gallery: { category: "portfolio", isUnique: false, hasBackground: false },
  "titled-blocks": { category: "feature", isUnique: false, hasBackground: true },
  "privacy-policy": { category: "privacyPolicy", isUnique: true, hasBackground: true },
  "contact-form": { category: "contact", isUnique: false, hasBackground: true },
  features: { category: "feature", isUnique: false, hasBackground: true },
  cta: { category: "cta", isUnique: false, hasBackground: true },
  portfolio: { category: "portfolio", isUnique: false, hasBackground: false },
} as const satisfies Record<
  string,
  { category: SectionCategory; isUnique: boolean; hasBackground: boolean }
>;

export type SectionType = keyof typeof SECTION_CATALOGUE;
export const SECTION_TYPES = Object.keys(SECTION_CATALOGUE) as SectionType[];

export function componentCategory(component: { type: SectionType }): SectionCategory {
  return SECTION_CATALOGUE[component.type].category;
}
