import { z } from "zod";
import { contactFormData } from "../sections/contact-form.ts";
import { ctaData } from "../sections/cta.ts";
import { featuresData } from "../sections/features.ts";
import { footerData } from "../sections/footer.ts";
import { galleryData } from "../sections/gallery.ts";
import { heroHeaderData, navbarHeaderData } from "../sections/hero-header.ts";
import { longTextData } from "../sections/long-text.ts";
import { mapContactData } from "../sections/map-contact.ts";
import { portfolioData } from "../sections/portfolio.ts";
import { postsData } from "../sections/posts.ts";
import { pricingData } from "../sections/pricing.ts";
import { privacyPolicyData, titledBlocksData } from "../sections/titled-blocks.ts";

export const sectionCategory = z.enum([
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
]);
export type SectionCategory = z.infer<typeof sectionCategory>;

/**
 * Every section kind: its data schema, its category, and whether a page may hold it once only.
 * Keys are the component `type` ids.
 */
export const SECTION_KINDS = {
  "hero-header": { data: heroHeaderData, category: "header", isUnique: true },
  "navbar-header": { data: navbarHeaderData, category: "header", isUnique: true },
  posts: { data: postsData, category: "post", isUnique: false },
  "map-contact": { data: mapContactData, category: "contact", isUnique: false },
  footer: { data: footerData, category: "footer", isUnique: true },
  pricing: { data: pricingData, category: "pricing", isUnique: false },
  "long-text": { data: longTextData, category: "feature", isUnique: false },
  gallery: { data: galleryData, category: "portfolio", isUnique: false },
  "titled-blocks": { data: titledBlocksData, category: "feature", isUnique: false },
  "privacy-policy": { data: privacyPolicyData, category: "privacyPolicy", isUnique: true },
  "contact-form": { data: contactFormData, category: "contact", isUnique: false },
  features: { data: featuresData, category: "feature", isUnique: false },
  cta: { data: ctaData, category: "cta", isUnique: false },
  portfolio: { data: portfolioData, category: "portfolio", isUnique: false },
} as const satisfies Record<
  string,
  { data: z.ZodType; category: SectionCategory; isUnique: boolean }
>;

export type SectionType = keyof typeof SECTION_KINDS;
export const SECTION_TYPES = Object.keys(SECTION_KINDS) as SectionType[];
export type SectionData<T extends SectionType> = z.infer<(typeof SECTION_KINDS)[T]["data"]>;
