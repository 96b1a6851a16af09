import { z } from "zod";
import { SECTION_CATEGORIES, type SectionType } from "../section-catalogue.ts";
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
