import { assetUrl, type Site, safeImageUrl } from "@ilha/core";
import type { PageData } from "../client/page-data.ts";
import { DEFAULT_FAVICON, hasDefaultFavicon } from "./default-favicon.ts";
import { escapeHtml, tag } from "./html.ts";
import type { RenderedPage } from "./render-entry.tsx";
import type { RuntimeFiles } from "./runtime.ts";

/** The chunks a page needs beside the entry script: the entry's imports and its sections' views. */
export function pageChunks(files: RuntimeFiles, data: PageData): string[] {
  const sections = data.page.components.flatMap(
    (component) => files.sectionChunks[component.type] ?? [],
  );
  return [...new Set([...files.scriptImports, ...sections])];
}

/**
 * The head tags every page of a site shares (computed once per build): generator, theme colour,
 * the site's name and share image for Open Graph, the favicon (the site's, or the default one
 * the build writes) and the stylesheet.
 */
export function siteHeadTags({
  site,
  siteBase,
  origin,
  files,
}: {
  site: Site;
  siteBase: string;
  origin: string;
  files: RuntimeFiles | undefined;
}): string {
  const asset = (url: string) => assetUrl({ url, assetBase: siteBase });
  const social = site.settings.socialImage;
  // `safeImageUrl` is what the schema asks too: any address it keeps resolves on the origin.
  const socialUrl =
    social === undefined || safeImageUrl(social.url) === undefined ? undefined : asset(social.url);
  const favicon = hasDefaultFavicon(site)
    ? `${siteBase}/${DEFAULT_FAVICON.svg}`
    : asset(site.settings.favicon);
  return [
    tag("meta", { charset: "utf-8" }),
    tag("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
    tag("meta", { name: "generator", content: site.settings.generator }),
    tag("meta", { name: "theme-color", content: site.theme.palette.primary }),
    tag("meta", { property: "og:type", content: "website" }),
    tag("meta", { property: "og:site_name", content: site.name }),
    social === undefined || socialUrl === undefined
      ? ""
      : [
          tag("meta", { property: "og:image", content: new URL(socialUrl, `${origin}/`).href }),
          tag("meta", { property: "og:image:width", content: String(social.width) }),
          tag("meta", { property: "og:image:height", content: String(social.height) }),
        ].join("\n"),
    tag("meta", {
      name: "twitter:card",
      content: social === undefined ? "summary" : "summary_large_image",
    }),
    favicon === undefined
      ? ""
      : tag("link", {
          rel: "icon",
          href: favicon,
          type: favicon.endsWith(".svg") ? "image/svg+xml" : undefined,
        }),
    files === undefined
      ? ""
      : tag("link", { rel: "stylesheet", href: `${siteBase}/${files.style}` }),
  ]
    .filter((line) => line !== "")
    .join("\n");
}

export type Alternate = { language: string; href: string };

export type DocumentInput = {
  site: Site;
  /** From `siteHeadTags`. */
  siteHead: string;
  data: PageData;
  rendered: RenderedPage;
  /** Absolute URL of this page. */
  url: string;
  alternates: Alternate[];
  /** Absolute URL of the primary language's version (hreflang x-default). */
  defaultUrl: string;
  files: RuntimeFiles | undefined;
  /** Where the page's data is; pages without data (404) load no script. */
  dataUrl: string | undefined;
};

function ogLocale(site: Site, code: string): string | undefined {
  const entry = site.languages.find((item) => item.lang.code === code);
  return entry === undefined ? undefined : `${code}_${entry.lang.flagCode.toUpperCase()}`;
}

/** The whole HTML document of a page: head tags for search engines and sharing, then the markup. */
export function documentHtml(input: DocumentInput): string {
  const { data, files } = input;
  const siteBase = data.renderMode.siteBase;
  const isScripted = files !== undefined && input.dataUrl !== undefined;
  const head = [
    input.siteHead,
    `<title>${escapeHtml(data.head.title)}</title>`,
    tag("meta", { name: "description", content: data.head.description }),
    data.head.keywords === "" ? "" : tag("meta", { name: "keywords", content: data.head.keywords }),
    tag("link", { rel: "canonical", href: input.url }),
    ...input.alternates.map((item) =>
      tag("link", { rel: "alternate", hreflang: item.language, href: item.href }),
    ),
    input.alternates.length > 1
      ? tag("link", { rel: "alternate", hreflang: "x-default", href: input.defaultUrl })
      : "",
    tag("meta", { property: "og:title", content: data.head.title }),
    tag("meta", { property: "og:description", content: data.head.description }),
    tag("meta", { property: "og:url", content: input.url }),
    tag("meta", { property: "og:locale", content: ogLocale(input.site, data.head.lang) }),
    input.rendered.head,
    isScripted
      ? `${tag("script", { type: "module", src: `${siteBase}/${files.script}` })}</script>`
      : "",
    ...(isScripted
      ? pageChunks(files, data).map((chunk) =>
          tag("link", { rel: "modulepreload", href: `${siteBase}/${chunk}` }),
        )
      : []),
  ].filter((line) => line !== "");
  const root = tag("div", { id: "ilha-root", "data-page-data": input.dataUrl });
  return `<!doctype html>\n<html lang="${escapeHtml(data.head.lang)}">\n<head>\n${head.join("\n")}\n</head>\n<body>\n${root}${input.rendered.markup}</div>\n</body>\n</html>\n`;
}
