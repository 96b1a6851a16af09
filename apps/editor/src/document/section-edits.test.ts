import { applyOperation, type Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { sampleSite } from "../test-support/memory-server.ts";
import {
  kindsOfKey,
  moveSectionTo,
  pageChoicesKey,
  pageOf,
  uniqueKindsKey,
} from "./section-edits.ts";

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

describe("a section dropped beside another", () => {
  const site = sampleSite();
  const home = pageOf(site, "pt", "/");
  if (home === undefined) throw new Error("the sample has a home page");
  const ids = home.components.map((component) => component.id);
  const [header, first, second, third] = ids as [string, string, string, string];
  const footer = ids.at(-1) as string;
  const lastBody = ids.at(-2) as string;
  /** The home page's section ids once `sectionId` is dropped on `side` of `targetId`. */
  const orderAfter = (sectionId: string, targetId: string, side: "before" | "after") => {
    const operation = moveSectionTo({ page: home, sectionId, targetId, side });
    if (operation === undefined) return undefined;
    const applied = applyOperation(site, operation);
    if (!applied.ok) throw applied.error;
    return pageOf(applied.site as Site, "pt", "/")?.components.map((component) => component.id);
  };
  const without = (id: string) => ids.filter((each) => each !== id);

  it("moves it into the gap, down the page or up", () => {
    const down = without(first);
    down.splice(down.indexOf(third) + 1, 0, first);
    expect(orderAfter(first, third, "after")).toEqual(down);
    expect(orderAfter(first, ids[ids.indexOf(third) + 1] as string, "before")).toEqual(down);
    const up = without(third);
    up.splice(up.indexOf(first), 0, third);
    expect(orderAfter(third, first, "before")).toEqual(up);
  });

  it("keeps it between the header and the footer", () => {
    const top = without(third);
    top.splice(1, 0, third);
    expect(orderAfter(third, header, "before")).toEqual(top);
    expect(orderAfter(third, header, "after")).toEqual(top);
    const end = without(first);
    end.splice(end.length - 1, 0, first);
    expect(orderAfter(first, footer, "after")).toEqual(end);
    expect(orderAfter(first, lastBody, "after")).toEqual(end);
  });

  it("is no edit where the section already stands, nor for a header, a footer or an unknown id", () => {
    expect(orderAfter(second, second, "before")).toBeUndefined();
    expect(orderAfter(second, second, "after")).toBeUndefined();
    expect(orderAfter(second, first, "after")).toBeUndefined();
    expect(orderAfter(second, third, "before")).toBeUndefined();
    expect(orderAfter(first, header, "after")).toBeUndefined();
    expect(orderAfter(header, third, "after")).toBeUndefined();
    expect(orderAfter(footer, first, "before")).toBeUndefined();
    expect(orderAfter("nowhere", first, "before")).toBeUndefined();
    expect(orderAfter(first, "nowhere", "before")).toBeUndefined();
  });
});
