import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { siteRoutes } from "@ilha/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSite, REPOSITORY, TEMPLATE_DIR } from "../test-support/template.ts";
import { buildSite } from "./build-site.ts";

const KB = 1024;
let outDir: string;

async function read(path: string): Promise<string> {
  return readFile(join(outDir, path), "utf8");
}

function attribute(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "ilha-build-"));
  const site = await loadSite();
  const result = await buildSite(site, {
    outDir,
    assetsDir: TEMPLATE_DIR,
    origin: "https://mare-rent.example",
  });
  expect(result.pages).toBe(16);
});

describe("buildSite on the vehicle-rental template", () => {
  it("writes every page of both languages as path/index.html", async () => {
    const site = await loadSite();
    for (const route of siteRoutes(site)) {
      const html = await read(`${route.url}index.html`);
      expect(html).toMatch(new RegExp(`<html lang="${route.language}">`));
      expect(html).toContain(`<title>${route.meta.title.replace(/&/g, "&amp;")}</title>`);
    }
  });

  it("gives each page its description, canonical URL, hreflang alternates and Open Graph tags", async () => {
    const html = await read("en/pricing/index.html");
    expect(html).toContain('<link rel="canonical" href="https://mare-rent.example/en/pricing/">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="pt" href="https://mare-rent.example/pricing/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://mare-rent.example/en/pricing/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://mare-rent.example/pricing/">',
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(
      '<meta property="og:url" content="https://mare-rent.example/en/pricing/">',
    );
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
    expect(html).toContain(
      '<meta property="og:image" content="https://mare-rent.example/images/social-1200.webp">',
    );
    expect(html).toContain('<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">');
  });

  it("gives each page its own keywords", async () => {
    expect(await read("pricing/index.html")).toContain(
      '<meta name="keywords" content="preços aluguer de carros, rent a car Porto Santo preços, franquia, plano Basic, plano Silver, plano Gold">',
    );
    const site = await loadSite();
    const keywords = new Set<string>();
    for (const route of siteRoutes(site)) {
      const html = await read(`${route.url}index.html`);
      const [content] = attribute(html, /<meta name="keywords" content="([^"]*)">/g);
      expect(content, route.url).toBe(route.meta.keywords);
      keywords.add(content ?? "");
    }
    expect(keywords.size).toBe(16);
  });

  it("shares one hashed stylesheet and one hashed script between all pages", async () => {
    const pages = ["index.html", "pricing/index.html", "en/termos/index.html"].map(read);
    const htmls = await Promise.all(pages);
    const styles = new Set(
      htmls.flatMap((html) => attribute(html, /<link rel="stylesheet" href="([^"]+)">/g)),
    );
    const scripts = new Set(
      htmls.flatMap((html) => attribute(html, /<script type="module" src="([^"]+)">/g)),
    );
    expect([...styles]).toEqual([expect.stringMatching(/^\/_ilha\/[\w-]+-[\w-]{8}\.css$/)]);
    expect([...scripts]).toEqual([expect.stringMatching(/^\/_ilha\/[\w-]+-[\w-]{8}\.js$/)]);
    const files = await readdir(join(outDir, "_ilha"));
    expect(files.filter((file) => file.endsWith(".css"))).toHaveLength(1);
  });

  it("writes per-page data for client navigation", async () => {
    const html = await read("en/booking/index.html");
    expect(html).toContain('data-page-data="/_ilha/data/en/booking/index.json"');
    const data = JSON.parse(await read("_ilha/data/en/booking/index.json"));
    expect(data.page.path).toBe("/booking");
    expect(data.head.lang).toBe("en");
    expect(data.renderMode.site.currentLanguage).toBe("en");
  });

  it("writes sitemap.xml with hreflang alternates, robots.txt and 404.html", async () => {
    const sitemap = await read("sitemap.xml");
    expect(sitemap.match(/<url>/g)).toHaveLength(16);
    expect(sitemap).toContain("<loc>https://mare-rent.example/en/motas/</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="pt" href="https://mare-rent.example/motas/"/>',
    );
    expect(await read("robots.txt")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://mare-rent.example/sitemap.xml\n",
    );
    const notFound = await read("404.html");
    expect(notFound).toContain("Página não encontrada");
    expect(notFound).not.toContain("data-page-data");
  });

  it("publishes the site's images and the static flags", async () => {
    await expect(readFile(join(outDir, "images/hero-1920.webp"))).resolves.toBeDefined();
    await expect(readFile(join(outDir, "flags/pt.svg"))).resolves.toBeDefined();
    await expect(readFile(join(outDir, "flags/gb.svg"))).resolves.toBeDefined();
  });

  it("reads without scripts: the content is in the HTML", async () => {
    const html = await read("pricing/index.html");
    for (const price of ["25 €", "45 €", "65 €", "Franquia 1000 €"]) expect(html).toContain(price);
    expect(await read("termos/index.html")).toContain("20.");
  });
});

describe("size budgets", () => {
  const gzipped = async (path: string) => gzipSync(await readFile(join(outDir, path))).length;

  it("keeps first-load JavaScript of every page within 80 KB gzipped", async () => {
    const site = await loadSite();
    for (const route of siteRoutes(site)) {
      const html = await read(`${route.url}index.html`);
      const scripts = [
        ...attribute(html, /<script type="module" src="\/([^"]+)">/g),
        ...attribute(html, /<link rel="modulepreload" href="\/([^"]+)">/g),
      ];
      expect(scripts.length).toBeGreaterThan(1);
      const sizes = await Promise.all(scripts.map((script) => gzipped(script)));
      const total = sizes.reduce((sum, size) => sum + size, 0);
      expect(total, route.url).toBeLessThanOrEqual(80 * KB);
    }
  });

  it("keeps the stylesheet within 20 KB gzipped", async () => {
    const [style] = attribute(
      await read("index.html"),
      /<link rel="stylesheet" href="\/([^"]+)">/g,
    );
    expect(await gzipped(style ?? "")).toBeLessThanOrEqual(20 * KB);
  });

  it("keeps the home page's HTML within 30 KB gzipped", async () => {
    expect(await gzipped("index.html")).toBeLessThanOrEqual(30 * KB);
  });
});

describe("buildSite options", () => {
  it("serves a site under a base path", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-build-base-"));
    const site = await loadSite(join(REPOSITORY, "fixtures/bilingual-site.json"));
    await buildSite(site, { outDir: dir, base: "/s/bilingual/", origin: "http://127.0.0.1:3000" });
    const html = await readFile(join(dir, "en/index.html"), "utf8");
    expect(html).toContain('href="/s/bilingual/en/about/"');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/s/bilingual/en/">');
    expect(html).toMatch(/<link rel="stylesheet" href="\/s\/bilingual\/_ilha\//);
  });

  it("gives every page of a language its first page's title, description and keywords when that page is flagged useForAll", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-build-for-all-"));
    const site = await loadSite(join(REPOSITORY, "fixtures/bilingual-site.json"));
    const home = site.content.pt?.pages[0];
    if (home === undefined) throw new Error("The fixture has a Portuguese home page");
    home.meta = {
      title: "Início para todas",
      description: "Descrição de todas as páginas",
      keywords: "palavras, de todas",
      useForAll: true,
    };
    await buildSite(site, { outDir: dir, base: "/" });
    const about = await readFile(join(dir, "about/index.html"), "utf8");
    expect(about).toContain("<title>Início para todas · Bilingual</title>");
    expect(about).toContain('<meta name="description" content="Descrição de todas as páginas">');
    expect(about).toContain('<meta name="keywords" content="palavras, de todas">');
    const aboutData = JSON.parse(await readFile(join(dir, "_ilha/data/about/index.json"), "utf8"));
    expect(aboutData.head).toMatchObject({
      title: "Início para todas · Bilingual",
      description: "Descrição de todas as páginas",
      keywords: "palavras, de todas",
    });
    const englishAbout = await readFile(join(dir, "en/about/index.html"), "utf8");
    expect(englishAbout).toContain("<title>About · Bilingual</title>");
    expect(englishAbout).not.toContain('<meta name="keywords"');
  });

  it("names the site in every page's title, og:title and navigation data, unless the title does", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-build-titles-"));
    const site = await loadSite(join(REPOSITORY, "fixtures/bilingual-site.json"));
    site.name = "Café Aurora";
    const [home, about] = site.content.pt?.pages ?? [];
    if (home === undefined || about === undefined) throw new Error("The fixture has two pages");
    home.meta = { ...home.meta, title: "", useForAll: false };
    about.meta = { ...about.meta, title: "Menu" };
    const english = site.content.en?.pages[1];
    if (english === undefined) throw new Error("The fixture has an English about page");
    english.meta = { ...english.meta, title: "Café Aurora: our menu" };
    await buildSite(site, { outDir: dir, base: "/" });
    const titlesOf = async (path: string) => {
      const html = await readFile(join(dir, path, "index.html"), "utf8");
      const data = JSON.parse(await readFile(join(dir, "_ilha/data", path, "index.json"), "utf8"));
      return {
        title: html.match(/<title>(.*?)<\/title>/)?.[1],
        ogTitle: html.match(/<meta property="og:title" content="(.*?)">/)?.[1],
        data: data.head.title,
      };
    };
    const titles = (title: string) => ({ title, ogTitle: title, data: title });
    expect(await titlesOf("about")).toEqual(titles("Menu · Café Aurora"));
    expect(await titlesOf("")).toEqual(titles("Café Aurora"));
    expect(await titlesOf("en/about")).toEqual(titles("Café Aurora: our menu"));
    const notFound = await readFile(join(dir, "404.html"), "utf8");
    expect(notFound).toContain("<title>Página não encontrada · Café Aurora</title>");
  });

  it("publishes Ilha's icon for a site that sets no favicon: linked from every page and at /favicon.ico", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-build-favicon-"));
    const site = await loadSite(join(REPOSITORY, "fixtures/bilingual-site.json"));
    expect(site.settings.favicon).toBe("");
    await buildSite(site, { outDir: dir, base: "/s/bilingual/" });
    for (const page of ["index.html", "about/index.html", "en/index.html", "404.html"]) {
      expect(await readFile(join(dir, page), "utf8")).toContain(
        '<link rel="icon" href="/s/bilingual/favicon.svg" type="image/svg+xml">',
      );
    }
    const svg = await readFile(join(dir, "favicon.svg"), "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
    const ico = await readFile(join(dir, "favicon.ico"));
    // An icon directory (reserved 0, type 1, one image) holding a 32 × 32 PNG.
    expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(ico.subarray(22, 26).toString("latin1")).toBe("\x89PNG");
  });

  it("writes no default icon for a site with its own favicon", async () => {
    await expect(readFile(join(outDir, "favicon.ico"))).rejects.toThrow();
    await expect(readFile(join(outDir, "favicon.svg"))).rejects.toThrow();
  });

  it("refuses to overwrite a folder that is not an Ilha build", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ilha-build-other-"));
    await writeFile(join(dir, "precious.txt"), "keep me");
    const site = await loadSite();
    await expect(buildSite(site, { outDir: dir })).rejects.toThrow(/refusing to overwrite/);
    expect(await readFile(join(dir, "precious.txt"), "utf8")).toBe("keep me");
  });
});
