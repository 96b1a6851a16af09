import type { SectionType } from "@ilha/core";
import type { SectionView } from "./section-view.ts";
import type { ViewRegistry } from "./site-page.tsx";

type Loaders = { [K in SectionType]: () => Promise<SectionView<K>> };

/**
 * Each section kind's view as its own chunk, so a published page loads only the sections it
 * shows. Every kind lives in `<kind>/<kind>.tsx` (the publisher finds the chunks by that name).
 */
export const VIEW_LOADERS: Loaders = {
  "hero-header": () => import("./hero-header/hero-header.tsx").then((module) => module.HeroHeader),
  "navbar-header": () =>
    import("./navbar-header/navbar-header.tsx").then((module) => module.NavbarHeader),
  posts: () => import("./posts/posts.tsx").then((module) => module.Posts),
  "map-contact": () => import("./map-contact/map-contact.tsx").then((module) => module.MapContact),
  footer: () => import("./footer/footer.tsx").then((module) => module.Footer),
  pricing: () => import("./pricing/pricing.tsx").then((module) => module.Pricing),
  "long-text": () => import("./long-text/long-text.tsx").then((module) => module.LongText),
  gallery: () => import("./gallery/gallery.tsx").then((module) => module.Gallery),
  "titled-blocks": () =>
    import("./titled-blocks/titled-blocks.tsx").then((module) => module.TitledBlocks),
  "privacy-policy": () =>
    import("./privacy-policy/privacy-policy.tsx").then((module) => module.PrivacyPolicy),
  "contact-form": () =>
    import("./contact-form/contact-form.tsx").then((module) => module.ContactForm),
  features: () => import("./features/features.tsx").then((module) => module.Features),
  cta: () => import("./cta/cta.tsx").then((module) => module.Cta),
  portfolio: () => import("./portfolio/portfolio.tsx").then((module) => module.Portfolio),
};

/** Loads the views of `types` that `views` does not hold yet, into `views`. */
export async function loadViews(types: Iterable<SectionType>, views: ViewRegistry): Promise<void> {
  const missing = [...new Set(types)].filter((type) => views[type] === undefined);
  await Promise.all(
    missing.map(async (type) => {
      const view = await VIEW_LOADERS[type]();
      Object.assign(views, { [type]: view });
    }),
  );
}
