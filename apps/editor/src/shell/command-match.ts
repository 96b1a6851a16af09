/** A text's words, lower-case and without accents ("Preços (/pricing)" → precos, pricing). */
function wordsOf(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/**
 * Whether a label matches what the owner typed: each word typed begins a word of the label, in
 * any order, whatever the case and accents ("THÈME" finds "Theme", "prec" finds "Preços").
 */
export function matchesQuery(label: string, query: string): boolean {
  const labelWords = wordsOf(label);
  return wordsOf(query).every((typed) => labelWords.some((word) => word.startsWith(typed)));
}
