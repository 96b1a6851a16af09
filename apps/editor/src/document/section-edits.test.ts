import { describe, expect, it } from "vitest";
import { sampleSite } from "../test-support/memory-server.ts";
import { kindsOfKey, pageChoicesKey, pageOf, uniqueKindsKey } from "./section-edits.ts";

describe("what the shell reads of the document", () => {
  it("names a page's unique kinds, and none for a page without them", () => {
    const site = sampleSite();
    const home = pageOf(site, "pt", "/");
    if (home === undefined) throw new Error("the sample has a home page");
    const key = uniqueKindsKey(site, "pt", "/");
    expect([...kindsOfKey(key)].sort()).toEqual(
      [home.components[0]?.type, home.components.at(-1)?.type].sort(),
    );
    const bare = {
      ...site,
      content: {
        ...site.content,
        pt: {
          ...site.content.pt,
          pages: [{ ...home, components: home.components.slice(1, -1) }],
        },
      },
    } as typeof site;
    expect(uniqueKindsKey(bare, "pt", "/")).toBe("");
    expect(kindsOfKey("")).toEqual(new Set());
    expect(uniqueKindsKey(site, "pt", "/no-such-page")).toBe("");
  });

  it("keys the pages by path and title, the same for an edit to a section", () => {
    const site = sampleSite();
    const key = pageChoicesKey(site, "pt");
    const paths = (JSON.parse(key) as [string, string][]).map(([path]) => path);
    expect(paths).toEqual(site.content.pt?.pages.map((page) => page.path));
    const home = pageOf(site, "pt", "/");
    if (home === undefined) throw new Error("the sample has a home page");
    const edited = {
      ...site,
      content: {
        ...site.content,
        pt: {
          ...site.content.pt,
          pages: site.content.pt?.pages.map((page) =>
            page === home ? { ...page, components: page.components.slice(0, -1) } : page,
          ),
        },
      },
    } as typeof site;
    expect(pageChoicesKey(edited, "pt")).toBe(key);
    expect(pageChoicesKey(site, "xx")).toBe("[]");
  });
});
