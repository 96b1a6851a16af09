import { decodeHTML } from "entities";

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** C0 controls, space, DEL, C1 controls and invisible format characters browsers ignore in URLs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to strip.
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/** Decode entities until stable, so `&amp;colon;` hides nothing either. */
function decodeFully(input: string): string {
  let current = input;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeHTML(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The safe-URL policy used by every link, button, image and embed. Returns the URL as a browser
 * would read it when it is `http(s):`, `mailto:`, `tel:`, relative or a hash; `undefined` (inert)
 * otherwise — including schemes hidden by case, whitespace, control characters or entities.
 */
export function safeUrl(input: string | null | undefined): string | undefined {
  if (typeof input !== "string") return undefined;
  const url = decodeFully(input).replace(IGNORED_IN_URLS, "");
  if (url === "") return undefined;
  if (url.startsWith("\\") || url.startsWith("/\\")) return undefined;
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme.toLowerCase())) return undefined;
  return url;
}

export function isSafeUrl(input: string): boolean {
  return safeUrl(input) !== undefined;
}

/** Spec §5: a URL lacking a scheme gets `http://` prepended (paths, hashes and queries stay). */
export function withScheme(input: string): string {
  const url = input.trim();
  if (url === "" || SCHEME.test(url) || /^[/#?.]/.test(url)) return url;
  return `http://${url}`;
}
