import { escapeHtml } from "./html.ts";

export type SitemapEntry = { url: string; alternates: { language: string; href: string }[] };

/** `sitemap.xml` with every page and its hreflang alternates. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map(
        (item) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeHtml(item.language)}" href="${escapeHtml(item.href)}"/>`,
      )
      .join("\n");
    return `  <url>\n    <loc>${escapeHtml(entry.url)}</loc>\n${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
