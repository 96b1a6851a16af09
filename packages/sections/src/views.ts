import type { SectionType } from "@ilha/core";
import { ContactForm } from "./contact-form/contact-form.tsx";
import { Cta } from "./cta/cta.tsx";
import { Features } from "./features/features.tsx";
import { Footer } from "./footer/footer.tsx";
import { Gallery } from "./gallery/gallery.tsx";
import { HeroHeader } from "./hero-header/hero-header.tsx";
import { LongText } from "./long-text/long-text.tsx";
import { MapContact } from "./map-contact/map-contact.tsx";
import { NavbarHeader } from "./navbar-header/navbar-header.tsx";
import { Portfolio } from "./portfolio/portfolio.tsx";
import { Posts } from "./posts/posts.tsx";
import { Pricing } from "./pricing/pricing.tsx";
import { PrivacyPolicy } from "./privacy-policy/privacy-policy.tsx";
import type { SectionView } from "./section-view.ts";
import { TitledBlocks } from "./titled-blocks/titled-blocks.tsx";

/** What published sites render: one view per section kind (a missing or extra kind does not compile). */
export const VIEWS = {
  "hero-header": HeroHeader,
  "navbar-header": NavbarHeader,
  posts: Posts,
  "map-contact": MapContact,
  footer: Footer,
  pricing: Pricing,
  "long-text": LongText,
  gallery: Gallery,
  "titled-blocks": TitledBlocks,
  "privacy-policy": PrivacyPolicy,
  "contact-form": ContactForm,
  features: Features,
  cta: Cta,
  portfolio: Portfolio,
} satisfies { [K in SectionType]: SectionView<K> };
