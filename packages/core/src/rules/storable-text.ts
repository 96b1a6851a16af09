/**
 * Text PostgreSQL refuses to store: the NUL character (in `text` and in `jsonb`) and a lone UTF-16
 * surrogate (a JSON `\ud800` escape that pairs with nothing is refused by `jsonb`, and a database
 * encoding cannot hold it). Every text that can reach the database is checked with this first.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path (`a.b.0.c`, `""` for the value itself) of the first string, object key included, that
 * PostgreSQL would refuse, in any JSON-like value; `undefined` when everything can be stored.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : path.join(".");
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key].join(".");
      const found = findUnstorableText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
