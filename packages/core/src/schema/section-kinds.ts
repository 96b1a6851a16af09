import { z } from "zod";
import type { Fields } from "../fields/field.ts";
import { SECTION_CATEGORIES, type SectionType } from "../section-catalogue.ts";
import { CONTACT_FORM_FIELDS, contactFormData } from "../sections/contact-form.ts";
import { CTA_FIELDS, ctaData } from "../sections/cta.ts";
import { FEATURES_FIELDS, featuresData } from "../sections/features.ts";
import { FOOTER_FIELDS, footerData } from "../sections/footer.ts";
import { GALLERY_FIELDS, galleryData } from "../sections/gallery.ts";
import {
  HERO_HEADER_FIELDS,
  heroHeaderData,
  NAVBAR_HEADER_FIELDS,
  navbarHeaderData,
} from "../sections/hero-header.ts";
import { LONG_TEXT_FIELDS, longTextData } from "../sections/long-text.ts";
import { MAP_CONTACT_FIELDS, mapContactData } from "../sections/map-contact.ts";
import { PORTFOLIO_FIELDS, portfolioData } from "../sections/portfolio.ts";
import { POSTS_FIELDS, postsData } from "../sections/posts.ts";
import { PRICING_FIELDS, pricingData } from "../sections/pricing.ts";
import {
  PRIVACY_POLICY_FIELDS,
  privacyPolicyData,
  TITLED_BLOCKS_FIELDS,
  titledBlocksData,
} from "../sections/titled-blocks.ts";

export const sectionCategory = z.enum(SECTION_CATEGORIES);

/** The data schema of every section kind. */
export const SECTION_DATA = {
  "hero-header": heroHeaderData,
  "navbar-header": navbarHeaderData,
  posts: postsData,
  "map-contact": mapContactData,
  footer: footerData,
  pricing: pricingData,
  "long-text": longTextData,
  gallery: galleryData,
  "titled-blocks": titledBlocksData,
  "privacy-policy": privacyPolicyData,
  "contact-form": contactFormData,
  features: featuresData,
  cta: ctaData,
  portfolio: portfolioData,
} as const satisfies Record<SectionType, z.ZodType>;

export type SectionData<T extends SectionType> = z.infer<(typeof SECTION_DATA)[T]>;

/**
 * The fields of every section kind: their kind, label, text limit, required rule, options and
 * counts. The data schemas above are made from them; views, the server and the editor read them.
 */
export const SECTION_FIELDS = {
  "hero-header": HERO_HEADER_FIELDS,
  "navbar-header": NAVBAR_HEADER_FIELDS,
  posts: POSTS_FIELDS,
  "map-contact": MAP_CONTACT_FIELDS,
  footer: FOOTER_FIELDS,
  pricing: PRICING_FIELDS,
  "long-text": LONG_TEXT_FIELDS,
  gallery: GALLERY_FIELDS,
  "titled-blocks": TITLED_BLOCKS_FIELDS,
  "privacy-policy": PRIVACY_POLICY_FIELDS,
  "contact-form": CONTACT_FORM_FIELDS,
  features: FEATURES_FIELDS,
  cta: CTA_FIELDS,
  portfolio: PORTFOLIO_FIELDS,
} as const satisfies Record<SectionType, Fields>;
