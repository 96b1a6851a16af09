import type { Component } from "../schema/component.ts";
/**
 * Every page's header shows the same logo (its image, sizes and text alternative); hero headers
 * also share their socials. A logo's colour and width stay with each header, whose background
 * they are chosen for.
 */
const HEADER_TYPES = new Set(["hero-header", "navbar-header"]);
const SHARED_LOGO_KEYS = new Set(["logoSrc", "logoDimensions", "logoAlt"]);

/**
 * Whether an edit of `component` at `path` belongs to a site-wide part (spec §2: the footer and
 * the headers' logo, links and socials are the same on every page), so it applies to `other`
 * too wherever `other` holds the same part.
 */
export function sharesPart({
  component,
  path,
  other,
}: {
  component: Component;
  path: readonly (string | number)[];
  other: Component;
}): boolean {
  if (component.type === "footer") return other.type === "footer";
  const key = path[0];
  if (!HEADER_TYPES.has(component.type) || typeof key !== "string") return false;
  if (SHARED_LOGO_KEYS.has(key)) return HEADER_TYPES.has(other.type);
  return key === "headerSocials" && other.type === "hero-header";
}

/** Whether a section kind holds a part every page shares (structural edits reach every copy). */
export function isSiteWidePath(component: Component, path: readonly (string | number)[]): boolean {
  return sharesPart({ component, path, other: component });
}
