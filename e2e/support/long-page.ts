import { componentCategory, SECTION_CATALOGUE, type Site } from "@ilha/core";

type Component = Site["content"][string]["pages"][number]["components"][number];

const isBody = (component: Component) => {
  const category = componentCategory(component);
  return category !== "header" && category !== "footer";
};

/**
 * The site with its home page made of `sections` sections in every language: its header first,
 * its footer last, and between them the template's body sections of every page, repeated in turn.
 * Each copy has an id of its own (`${id}-${n}`), the same in every language; kinds a page may
 * hold once only are left out of the repeats.
 */
export function withLongHomePage({ site, sections }: { site: Site; sections: number }): Site {
  const content = Object.fromEntries(
    Object.entries(site.content).map(([language, languageContent]) => {
      const pool = languageContent.pages
        .flatMap((page) => page.components)
        .filter((component) => isBody(component) && !SECTION_CATALOGUE[component.type].isUnique);
      const home = languageContent.pages.find((page) => page.path === "/");
      if (home === undefined || pool.length === 0) throw new Error(`no home page in ${language}`);
      const header = home.components.find((component) => !isBody(component));
      const footer = home.components.findLast((component) => !isBody(component));
      if (header === undefined || footer === undefined || header === footer)
        throw new Error(`the home page in ${language} needs a header and a footer`);
      const body = Array.from({ length: sections - 2 }, (_, n) => {
        const source = pool[n % pool.length] as Component;
        return { ...source, id: `${source.id}-${n}` };
      });
      const pages = languageContent.pages.map((page) =>
        page === home ? { ...page, components: [header, ...body, footer] } : page,
      );
      return [language, { ...languageContent, pages }];
    }),
  );
  return { ...site, content };
}
