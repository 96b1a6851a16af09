import { describe, expect, it } from "vitest";
import bilingual from "../../../fixtures/bilingual-site.json" with { type: "json" };
import { activeLanguages, matchRoute, pageMetaFor, siteRoutes } from "./routes.ts";
import { site as siteSchema } from "./schema/site.ts";
import { siteContext } from "./site-context.ts";

const site = siteSchema.parse(bilingual);

describe("site routes", () => {
  it("serves the primary language at the root and others under /{code}/", () => {
    expect(siteRoutes(site).map((route) => [route.language, route.url, route.meta.title])).toEqual([
      ["pt", "/", "Início"],
      ["pt", "/about/", "Sobre"],
      ["en", "/en/", "Home"],
      ["en", "/en/about/", "About"],
    ]);
  });

  it("leaves inactive languages out", () => {
    expect(activeLanguages(site).map((entry) => entry.lang.code)).toEqual(["pt", "en"]);
  });

  it("uses the first page's meta for every page when it is flagged useForAll", () => {
    const content = structuredClone(site.content.en);
    if (content === undefined) throw new Error("fixture has English");
    const [home, about] = content.pages;
    if (home === undefined || about === undefined) throw new Error("fixture has two pages");
    expect(pageMetaFor({ content, page: about }).title).toBe("About");
    home.meta.useForAll = true;
    expect(pageMetaFor({ content, page: about })).toEqual(home.meta);
  });

  it("matches a path exactly or under a language prefix, within the route base", () => {
    const match = (pathname: string) => {
      const found = matchRoute({ site, pathname, routeBase: "/s/bilingual" });
      return found && [found.language.lang.code, found.page.path];
    };
    expect(match("/s/bilingual/")).toEqual(["pt", "/"]);
    expect(match("/s/bilingual")).toEqual(["pt", "/"]);
    expect(match("/s/bilingual/about/")).toEqual(["pt", "/about"]);
    expect(match("/s/bilingual/en/about")).toEqual(["en", "/about"]);
    expect(match("/s/bilingual/en/")).toEqual(["en", "/"]);
  });

  it("answers unknown paths, inactive languages and other bases with no match", () => {
    const match = (pathname: string) => matchRoute({ site, pathname, routeBase: "/s/bilingual" });
    expect(match("/s/bilingual/missing/")).toBeUndefined();
    expect(match("/s/bilingual/fr/about/")).toBeUndefined();
    expect(match("/s/other/about/")).toBeUndefined();
  });

  it("gives sections the site context of a language", () => {
    const context = siteContext({ site, language: "en" });
    expect(context).toMatchObject({
      siteId: "bilingual",
      siteHash: "bilingual01",
      routeBase: "/s/bilingual/en",
      currentLanguage: "en",
      languageMenuLayout: "full",
      projectLinks: { headerLinks: [{ text: "About", link: "/about" }] },
    });
    expect(context.siteLanguages.map((entry) => entry.lang.code)).toEqual(["pt", "en"]);
    expect(() => siteContext({ site, language: "de" })).toThrow(/not a language of the site/);
    // An unpublished language renders (the editor shows it); its menu lists the published ones.
    const french = siteContext({ site, language: "fr" });
    expect(french.currentLanguage).toBe("fr");
    expect(french.siteLanguages.map((entry) => entry.lang.code)).toEqual(["pt", "en"]);
  });
});
