import type { Page } from "@ilha/core";
import type { RenderModeValue } from "@ilha/sections/client";

/** What the server rendered a page from; the client hydrates and navigates with the same. */
export type PageData = {
  renderMode: Omit<RenderModeValue, "editKit" | "onEdit" | "editPages">;
  page: Page;
  head: { lang: string; title: string; description: string; keywords: string };
};

/** Where the data of the page at `url` (a path within the site, e.g. `/en/pricing/`) is. */
export function pageDataUrl({ siteBase, url }: { siteBase: string; url: string }): string {
  return `${siteBase}/_ilha/data${url}index.json`;
}
