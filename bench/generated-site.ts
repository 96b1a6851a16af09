import type { Site } from "@ilha/core";

/**
 * A generated site of `pages` pages in one language: each page a navbar header, a posts section
 * of three posts, a pricing section of three plans, a long text and a footer.
 */
export function generatedSite(base: Site, pages: number): Site {
  const primary = base.languages.find((entry) => entry.isPrimary);
  const content = primary === undefined ? undefined : base.content[primary.lang.code];
  const home = content?.pages[0];
  const pick = (type: string) => {
    for (const page of content?.pages ?? []) {
      const found = page.components.find((item) => item.type === type);
      if (found !== undefined) return found;
    }
    throw new Error(`the template has a ${type} section`);
  };
  const components = ["navbar-header", "posts", "pricing", "long-text", "footer"].map(pick);
  if (primary === undefined || content === undefined || home === undefined)
    throw new Error("a template");
  const generated = Array.from({ length: pages }, (_, index) => ({
    path: index === 0 ? "/" : `/page-${index}`,
    meta: { title: `Page ${index}`, keywords: "", description: `Generated page ${index}` },
    components: components.map((component) => ({ ...component, id: `${component.id}-${index}` })),
  }));
  return {
    ...base,
    languages: [primary],
    content: { [primary.lang.code]: { ...content, pages: generated } },
  } as Site;
}
