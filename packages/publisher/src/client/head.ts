import type { PageData } from "./page-data.ts";

function metaNamed(name: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
}

function setMeta(name: string, content: string): void {
  let element = metaNamed(name);
  if (element === null) {
    element = document.createElement("meta");
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Spec §2: title, keywords and description follow the page; so do the language and canonical URL.
 * The head ends as the page's built HTML has it: without a keywords tag when it has no keywords.
 */
export function applyHead(data: PageData, url: URL): void {
  document.title = data.head.title;
  document.documentElement.lang = data.head.lang;
  setMeta("description", data.head.description);
  if (data.head.keywords === "") metaNamed("keywords")?.remove();
  else setMeta("keywords", data.head.keywords);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical !== null) canonical.href = new URL(url.pathname, canonical.href).href;
}
