const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** C0 controls, space, DEL, C1 controls and invisible format characters browsers ignore in URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to strip.
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/**
 * The named entities that can hide a scheme (its colon, whitespace, slashes) or that URLs use.
 * A letter has no named entity outside mathematical alphabets, so these and numeric references
 * are all a disguise can use; a full entity table would cost the published sites' bundle.
 */
const NAMED: Record<string, string> = {
  amp: "&",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  quest: "?",
  num: "#",
  period: ".",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};
const ENTITY = /&(?:#0*(\d{1,7})|#[xX]0*([0-9a-fA-F]{1,6})|([A-Za-z]{2,8}));?/g;

function decodeEntities(input: string): string {
  return input.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? "", 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

/** Decode entities until stable, so `&amp;colon;` hides nothing either. */
function decodeFully(input: string): string {
  let current = input;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeEntities(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The URL as a browser reads it: entities decoded, the characters it ignores removed. */
function asBrowserReads(input: string): string {
  return decodeFully(input).replace(IGNORED_IN_URLS, "");
}

/**
 * The safe-URL policy every address passes (typed links through `safeLinkUrl`, images, embeds).
 * Returns the URL as a browser would read it when it is `http(s):`, `mailto:`, `tel:`, relative
 * or a hash, and one the URL standard can read; `undefined` (inert) otherwise — including
 * schemes hidden by case, whitespace, control characters or entities.
 */
export function safeUrl(input: string | null | undefined): string | undefined {
  if (typeof input !== "string") return undefined;
  const url = asBrowserReads(input);
  if (url === "") return undefined;
  if (url.startsWith("\\") || url.startsWith("/\\")) return undefined;
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase())) return undefined;
  if (!isParsedOnEveryPage(url)) return undefined;
  return url;
}

/** Pages of either scheme: `http:x` is a path on one and a host on the other. */
const REFERENCE_PAGES = ["http://ilha.invalid/a/", "https://ilha.invalid/a/"];

/**
 * Whether the URL standard (browsers, `new URL`) reads `url` on a page of any http(s) origin: an
 * address it cannot read (`http://`, `//`, a port past 65535, a broken host) is no link, and a
 * build that resolves it against the site's origin must never meet one.
 */
function isParsedOnEveryPage(url: string): boolean {
  return REFERENCE_PAGES.every((page) => {
    try {
      new URL(url, page);
      return true;
    } catch {
      return false;
    }
  });
}

/** An image's address: what `safeUrl` keeps, except `mailto:` and `tel:`, which name no image. */
export function safeImageUrl(input: string | null | undefined): string | undefined {
  const url = safeUrl(input);
  return url === undefined || /^(?:mailto|tel):/i.test(url) ? undefined : url;
}

/** A site path: one leading `/` (`//host` and `/\host` name another host). */
export function isInternalPath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}

/** `host:port` at the start of a link, which the URL standard would read as a scheme. */
const HOST_AND_PORT = /^[a-z][a-z0-9+.-]*:\d+(?:[/?#]|$)/i;

/**
 * Where a typed link (menu, button, social, chat button) leads, or `undefined` (inert). A site
 * path (`/…`; `//` and `/\` are none), a hash or a query on the current page stays as it is, and
 * so does a link with a safe scheme; one naming another scheme is inert. Anything else lacks a
 * scheme and gets `http://` prepended (spec §5): `www.facebook.com/x` leads to
 * `http://www.facebook.com/x`, never to a site path. The result is what `safeUrl` keeps; the
 * schema's link fields ask this too, so every link a document may hold resolves.
 */
export function safeLinkUrl(input: string | null | undefined): string | undefined {
  if (typeof input !== "string") return undefined;
  const url = asBrowserReads(input);
  if (url === "") return undefined;
  if (/^[#?]/.test(url) || isInternalPath(url)) return safeUrl(url);
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && SAFE_SCHEMES.has(scheme)) return safeUrl(url);
  if (scheme !== undefined && !HOST_AND_PORT.test(url)) return undefined;
  return safeUrl(`http://${url}`);
}
