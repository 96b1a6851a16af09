import { assetUrl, type Site } from "@ilha/core";
import type { PageData } from "../client/page-data.ts";
import { escapeHtml, tag } from "./html.ts";
import type { RenderedPage } from "./render-entry.tsx";
import type { RuntimeFiles } from "./runtime.ts";

/** The chunks a page's sections need, to preload beside the entry script. */
export function pageChunks(files: RuntimeFiles, data: PageData): string[] {
  const chunks = data.page.components.flatMap(
    (component) => files.sectionChunks[component.type] ?? [],
  );
  return [...new Set(chunks)];
}

export type Alternate = { language: string; href: string };

export type DocumentInput = {
  site: Site;
  data: PageData;
  rendered: RenderedPage;
  /** Absolute URL of this page. */
  url: string;
  alternates: Alternate[];
  /** Absolute URL of the primary language's version (hreflang x-default). */
  defaultUrl: string;
  origin: string;
  files: RuntimeFiles | undefined;
  dataUrl: string | undefined;
};

function ogLocale(site: Site, code: string): string | undefined {
  const entry = site.languages.find((item) => item.lang.code === code);
  return entry === undefined ? undefined : `${code}_${entry.lang.flagCode.toUpperCase()}`;
}

/** The whole HTML document of a page: head tags for search engines and sharing, then the markup. */
export function documentHtml(input: DocumentInput): string {
  const { site, data, origin } = input;
  const siteBase = data.renderMode.siteBase;
  const asset = (url: string) => assetUrl({ url, assetBase: siteBase });
  const absolute = (url: string | undefined) =>
    url === undefined ? undefined : new URL(url, `${origin}/`).href;
  const social = site.settings.socialImage;
  const favicon = site.settings.favicon === "" ? undefined : asset(site.settings.favicon);
  const head = [
    tag("meta", { charset: "utf-8" }),
    tag("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
    `<title>${escapeHtml(data.head.title)}</title>`,
    tag("meta", { name: "description", content: data.head.description }),
    data.head.keywords === "" ? "" : tag("meta", { name: "keywords", content: data.head.keywords }),
    tag("meta", { name: "generator", content: site.settings.generator }),
    tag("meta", { name: "theme-color", content: site.theme.palette.primary }),
    tag("link", { rel: "canonical", href: input.url }),
    ...input.alternates.map((item) =>
      tag("link", { rel: "alternate", hreflang: item.language, href: item.href }),
    ),
    input.alternates.length > 1
      ? tag("link", { rel: "alternate", hreflang: "x-default", href: input.defaultUrl })
      : "",
    tag("meta", { property: "og:type", content: "website" }),
    tag("meta", { property: "og:site_name", content: site.name }),
    tag("meta", { property: "og:title", content: data.head.title }),
    tag("meta", { property: "og:description", content: data.head.description }),
    tag("meta", { property: "og:url", content: input.url }),
    tag("meta", { property: "og:locale", content: ogLocale(site, data.head.lang) }),
    social === undefined
      ? ""
      : tag("meta", { property: "og:image", content: absolute(asset(social.url)) }),
    social === undefined
      ? ""
      : tag("meta", { property: "og:image:width", content: String(social.width) }),
    social === undefined
      ? ""
      : tag("meta", { property: "og:image:height", content: String(social.height) }),
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
    input.files === undefined
      ? ""
      : tag("link", { rel: "stylesheet", href: `${siteBase}/${input.files.style}` }),
    input.rendered.head,
    input.files === undefined || input.dataUrl === undefined
      ? ""
      : [
          `${tag("script", { type: "module", src: `${siteBase}/${input.files.script}` })}</script>`,
          ...pageChunks(input.files, data).map((chunk) =>
            tag("link", { rel: "modulepreload", href: `${siteBase}/${chunk}` }),
          ),
        ].join("\n"),
  ].filter((line) => line !== "");
  const root = tag("div", { id: "ilha-root", "data-page-data": input.dataUrl });
  return `<!doctype html>\n<html lang="${escapeHtml(data.head.lang)}">\n<head>\n${head.join("\n")}\n</head>\n<body>\n${root}${input.rendered.markup}</div>\n</body>\n</html>\n`;
}
