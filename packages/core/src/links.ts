import { isInternalPath, safeLinkUrl, safeUrl } from "./rules/safe-url.ts";

export type RenderMode = "view" | "edit";

/** `""` or `/a/b`: no trailing slash, no doubled slashes. */
export function normalizeRouteBase(routeBase: string): string {
  const trimmed = routeBase.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  if (trimmed === "") return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** The route base of a language: the primary at the site's base, others under `/{code}`. */
export function languageRouteBase({
  routeBase,
  code,
  isPrimary,
}: {
  routeBase: string;
  code: string;
  isPrimary: boolean;
}): string {
  const base = normalizeRouteBase(routeBase);
  return isPrimary ? base : `${base}/${code}`;
}

function splitLink(link: string): { pathname: string; query: string; hash: string } {
  const hashAt = link.indexOf("#");
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : link.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  return {
    pathname: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? "" : beforeHash.slice(queryAt),
    hash,
  };
}

/**
 * Spec §2 internal link: built from the route base, with a trailing slash, keeping the current
 * query string (unless the link has its own). `/` is home and `/#anchor` home with an anchor.
 */
export function internalHref({
  path,
  routeBase = "",
  search = "",
}: {
  path: string;
  routeBase?: string;
  search?: string;
}): string {
  const { pathname, query, hash } = splitLink(path);
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const route = segments.length === 0 ? "/" : `/${segments.join("/")}/`;
  const current =
    search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`;
  const kept = query !== "" && query !== "?" ? query : current;
  return `${normalizeRouteBase(routeBase)}${route}${kept}${hash === "#" ? "" : hash}`;
}

export type LinkKind = "internal" | "hash" | "tel" | "mailto" | "external" | "none";

export type ResolvedLink = {
  kind: LinkKind;
  href?: string;
  target?: "_blank";
  rel?: "noopener noreferrer";
};

/**
 * How a free-form menu, button or social link renders (spec §2). Where it leads is
 * `safeLinkUrl`'s answer: inert (no href) when unsafe, `http://` prepended when it lacks a
 * scheme. Internal links take the route base and a trailing slash; in edit mode they also keep
 * the current query string (where the editor carries its state). A query alone stays on the
 * current page. External links open in a new tab, except hash, `tel:` and `mailto:` links,
 * which stay in the same tab.
 */
export function resolveLink({
  link,
  mode,
  routeBase = "",
  search = "",
}: {
  link: string;
  mode: RenderMode;
  routeBase?: string;
  search?: string;
}): ResolvedLink {
  const href = safeLinkUrl(link);
  if (href === undefined) return { kind: "none" };
  if (href.startsWith("#")) return { kind: "hash", href };
  if (href.startsWith("?")) return { kind: "internal", href };
  if (isInternalPath(href)) {
    const rewritten = internalHref({
      path: href,
      routeBase,
      search: mode === "edit" ? search : "",
    });
    return { kind: "internal", href: rewritten };
  }
  const scheme = href.slice(0, href.indexOf(":") + 1).toLowerCase();
  if (scheme === "tel:") return { kind: "tel", href };
  if (scheme === "mailto:") return { kind: "mailto", href };
  return { kind: "external", href, target: "_blank", rel: "noopener noreferrer" };
}

/**
 * The address of a site file: site paths such as `/images/hero-768.webp` live under the site's
 * asset base (where the published site is hosted); other safe URLs are used as they are.
 */
export function assetUrl({
  url,
  assetBase,
}: {
  url: string;
  assetBase: string;
}): string | undefined {
  const safe = safeUrl(url);
  if (safe === undefined) return undefined;
  return isInternalPath(safe) ? `${normalizeRouteBase(assetBase)}${safe}` : safe;
}
