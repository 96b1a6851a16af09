import type { SectionType } from "@ilha/core";
import { contactFormConfig } from "./contact-form/contact-form.config.ts";
import { ctaConfig } from "./cta/cta.config.ts";
import { featuresConfig } from "./features/features.config.ts";
import { footerConfig } from "./footer/footer.config.ts";
import { galleryConfig } from "./gallery/gallery.config.ts";
import { heroHeaderConfig } from "./hero-header/hero-header.config.ts";
import { longTextConfig } from "./long-text/long-text.config.ts";
import { mapContactConfig } from "./map-contact/map-contact.config.ts";
import { navbarHeaderConfig } from "./navbar-header/navbar-header.config.ts";
import { portfolioConfig } from "./portfolio/portfolio.config.ts";
import { postsConfig } from "./posts/posts.config.ts";
import { pricingConfig } from "./pricing/pricing.config.ts";
import { privacyPolicyConfig } from "./privacy-policy/privacy-policy.config.ts";
import type { SectionConfig } from "./section-view.ts";
import { titledBlocksConfig } from "./titled-blocks/titled-blocks.config.ts";

/** What the editor knows of each section kind; the same keys as `VIEWS`. */
export const CONFIGS = {
  "hero-header": heroHeaderConfig,
  "navbar-header": navbarHeaderConfig,
  posts: postsConfig,
  "map-contact": mapContactConfig,
  footer: footerConfig,
  pricing: pricingConfig,
  "long-text": longTextConfig,
  gallery: galleryConfig,
  "titled-blocks": titledBlocksConfig,
  "privacy-policy": privacyPolicyConfig,
  "contact-form": contactFormConfig,
  features: featuresConfig,
  cta: ctaConfig,
  portfolio: portfolioConfig,
} satisfies { [K in SectionType]: SectionConfig<K> };
