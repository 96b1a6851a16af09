/**
 * A text a new section starts with, in each language Ilha writes its defaults in. A section
 * inserted on a page in another language starts with the English text.
 */
export type DefaultText = { en: string; pt: string };

/** The languages Ilha writes its defaults in. */
export type DefaultLanguage = keyof DefaultText;

/** The language of `code`'s defaults: Portuguese for any Portuguese (`pt`, `pt-BR`), else English. */
export function defaultLanguageOf(code: string): DefaultLanguage {
  return code.toLowerCase().split("-")[0] === "pt" ? "pt" : "en";
}

/** Picks the texts of `code`'s language: `const t = textsIn("pt"); t({ en: "Hi", pt: "Olá" })`. */
export function textsIn(code: string): (text: DefaultText) => string {
  const language = defaultLanguageOf(code);
  return (text) => text[language];
}
