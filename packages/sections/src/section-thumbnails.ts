import { LIMITS, type SectionType } from "@ilha/core";

const WIDTH = 640;

/** Every thumbnail's size in pixels: spec §9's header thumbnail ratio (height / width). */
export const THUMBNAIL_SIZE = {
  width: WIDTH,
  height: Math.round(WIDTH * LIMITS.sizes.headerThumbnailRatio),
} as const;

/**
 * The section library's picture of each section kind, `thumbnails/<kind>.webp` at
 * `THUMBNAIL_SIZE`, rendered by `npm run thumbnails`: the kind with its defaults (their empty
 * picture slots filled) in the sample site's theme. Each address is a literal
 * `new URL(…, import.meta.url)`, so bundlers (Vite) emit the file and give its public address.
 */
export const SECTION_THUMBNAILS: Record<SectionType, URL> = {
  "hero-header": new URL("../thumbnails/hero-header.webp", import.meta.url),
  "navbar-header": new URL("../thumbnails/navbar-header.webp", import.meta.url),
  posts: new URL("../thumbnails/posts.webp", import.meta.url),
  "map-contact": new URL("../thumbnails/map-contact.webp", import.meta.url),
  footer: new URL("../thumbnails/footer.webp", import.meta.url),
  pricing: new URL("../thumbnails/pricing.webp", import.meta.url),
  "long-text": new URL("../thumbnails/long-text.webp", import.meta.url),
  gallery: new URL("../thumbnails/gallery.webp", import.meta.url),
  "titled-blocks": new URL("../thumbnails/titled-blocks.webp", import.meta.url),
  "privacy-policy": new URL("../thumbnails/privacy-policy.webp", import.meta.url),
  "contact-form": new URL("../thumbnails/contact-form.webp", import.meta.url),
  features: new URL("../thumbnails/features.webp", import.meta.url),
  cta: new URL("../thumbnails/cta.webp", import.meta.url),
  portfolio: new URL("../thumbnails/portfolio.webp", import.meta.url),
};
