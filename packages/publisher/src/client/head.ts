import type { PageData } from "./page-data.ts";

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (element === null) {
    element = document.createElement("meta");
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Spec §2: title, keywords and description follow the page; so do the language and canonical URL. */
export function applyHead(data: PageData, url: URL): void {
  document.title = data.head.title;
  document.documentElement.lang = data.head.lang;
  setMeta("description", data.head.description);
  setMeta("keywords", data.head.keywords);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical !== null) canonical.href = new URL(url.pathname, canonical.href).href;
}
