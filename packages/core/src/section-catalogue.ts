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
 * Every section kind (the component `type`): its category, and whether a page may hold it once
 * only. Plain data, so published sites can read it without the schemas.
 */
export const SECTION_CATALOGUE = {
  "hero-header": { category: "header", isUnique: true },
  "navbar-header": { category: "header", isUnique: true },
  posts: { category: "post", isUnique: false },
  "map-contact": { category: "contact", isUnique: false },
  footer: { category: "footer", isUnique: true },
  pricing: { category: "pricing", isUnique: false },
  "long-text": { category: "feature", isUnique: false },
  gallery: { category: "portfolio", isUnique: false },
  "titled-blocks": { category: "feature", isUnique: false },
  "privacy-policy": { category: "privacyPolicy", isUnique: true },
  "contact-form": { category: "contact", isUnique: false },
  features: { category: "feature", isUnique: false },
  cta: { category: "cta", isUnique: false },
  portfolio: { category: "portfolio", isUnique: false },
} as const satisfies Record<string, { category: SectionCategory; isUnique: boolean }>;

export type SectionType = keyof typeof SECTION_CATALOGUE;
export const SECTION_TYPES = Object.keys(SECTION_CATALOGUE) as SectionType[];

export function componentCategory(component: { type: SectionType }): SectionCategory {
  return SECTION_CATALOGUE[component.type].category;
}
