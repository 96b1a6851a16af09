import { describe, expect, it } from "vitest";
import type { Site } from "../schema/site.ts";
import { templateSite } from "../test-support/editing.ts";
import { type SiteProblem, siteProblems } from "./site-checks.ts";

/** The sample site changed by `change`, unvalidated: what an owner could have left to publish. */
function sampleWith(change: (site: Site) => void): Site {
  const site = structuredClone(templateSite());
  change(site);
  return site;
}

function pageOf(site: Site, language: string, path: string) {
  const page = site.content[language]?.pages.find((item) => item.path === path);
  if (page === undefined) throw new Error(`${language} has ${path}`);
  return page;
}

/** The data of section `id` on page `path`, to change in a test. */
function dataOf(site: Site, language: string, path: string, id: string): Record<string, unknown> {
  const found = pageOf(site, language, path).components.find((component) => component.id === id);
  if (found === undefined) throw new Error(`${path} has ${id}`);
  return found.data as Record<string, unknown>;
}

function itemOf(data: Record<string, unknown>, list: string, index: number) {
  return (data[list] as Record<string, unknown>[])[index] as Record<string, unknown>;
}

const newProblems = (site: Site) => {
  const before = new Set(siteProblems(templateSite()).map((problem) => JSON.stringify(problem)));
  return siteProblems(site).filter((problem) => !before.has(JSON.stringify(problem)));
};

const where = (problem: SiteProblem) =>
  [problem.language, problem.pagePath ?? "site", problem.sectionId ?? "-", problem.path?.join(".")]
    .filter((part) => part !== undefined)
    .join(" ");

describe("siteProblems on the sample site", () => {
  it("finds no empty required text, broken link, missing alternative or missing meta", () => {
    expect(siteProblems(templateSite())).toEqual([]);
  });
});

describe("siteProblems", () => {
  it("lists a required text left empty, with its label and list item", () => {
    const site = sampleWith((draft) => {
      itemOf(dataOf(draft, "pt", "/pricing", "group-a"), "plans", 1).labelTitle = " ";
    });
    expect(newProblems(site)).toEqual([
      {
        kind: "requiredEmpty",
        language: "pt",
        pagePath: "/pricing",
        sectionId: "group-a",
        sectionType: "pricing",
        path: ["plans", 1, "labelTitle"],
        label: "Price",
        item: { label: "plan", number: 2 },
      },
    ]);
  });

  it("lists both texts of a pair when each is required while the other is empty", () => {
    const site = sampleWith((draft) => {
      Object.assign(dataOf(draft, "en", "/termos", "terms-1"), { title: "", subtitle: "" });
    });
    expect(newProblems(site).map((problem) => [problem.kind, where(problem)])).toEqual([
      ["requiredEmpty", "en /termos terms-1 title"],
      ["requiredEmpty", "en /termos terms-1 subtitle"],
    ]);
    const halfFilled = sampleWith((draft) => {
      Object.assign(dataOf(draft, "en", "/termos", "terms-1"), { title: "" });
    });
    expect(newProblems(halfFilled)).toEqual([]);
  });

  it("lists an internal link to a page that does not exist once, not once per language", () => {
    const site = sampleWith((draft) => {
      for (const language of ["pt", "en"]) {
        const hero = dataOf(draft, language, "/", "hero");
        itemOf(hero, "buttons", 0).buttonUrl = "/reservas/?from=hero#form";
      }
    });
    expect(newProblems(site)).toEqual([
      {
        kind: "brokenLink",
        language: "pt",
        pagePath: "/",
        sectionId: "hero",
        sectionType: "hero-header",
        path: ["buttons", 0, "buttonUrl"],
        label: "Button link",
        item: { label: "button", number: 1 },
        link: "/reservas/?from=hero#form",
      },
    ]);
  });

  it.each(["/booking/?from=hero#form", "/", "/#contact", "#contact", "?a=1", "https://x.pt/nada"])(
    "accepts the link %j",
    (link) => {
      const site = sampleWith((draft) => {
        itemOf(dataOf(draft, "pt", "/", "hero"), "buttons", 0).buttonUrl = link;
      });
      expect(newProblems(site)).toEqual([]);
    },
  );

  it("lists a broken header link of the site's own parts, with no page or section", () => {
    const site = sampleWith((draft) => {
      for (const content of Object.values(draft.content)) {
        const first = content.headerLinks[0];
        if (first !== undefined) first.link = "/frota";
      }
    });
    expect(newProblems(site)).toEqual([
      {
        kind: "brokenLink",
        language: "pt",
        path: ["headerLinks", 0, "link"],
        label: "Link target",
        item: { label: "header link", number: 1 },
        link: "/frota",
      },
    ]);
  });

  it("lists an image without a text alternative in the language that lacks it", () => {
    const site = sampleWith((draft) => {
      itemOf(dataOf(draft, "en", "/", "fleet-scooters"), "posts", 0).alt = "";
    });
    expect(newProblems(site)).toEqual([
      {
        kind: "missingAlt",
        language: "en",
        pagePath: "/",
        sectionId: "fleet-scooters",
        sectionType: "posts",
        path: ["posts", 0, "imageUrl"],
        label: "Post image",
        item: { label: "post", number: 1 },
      },
    ]);
    const noImage = sampleWith((draft) => {
      Object.assign(itemOf(dataOf(draft, "en", "/", "fleet-scooters"), "posts", 0), {
        imageUrl: "",
        alt: "",
      });
    });
    expect(newProblems(noImage)).toEqual([]);
  });

  it("lists a site-wide part (the headers' logo) once, on the first page that shows it", () => {
    const site = sampleWith((draft) => {
      for (const page of draft.content.pt?.pages ?? []) {
        const header = page.components.find((component) => component.id.includes("header"));
        const hero = page.components.find((component) => component.id === "hero");
        for (const found of [header, hero]) if (found) Object.assign(found.data, { logoAlt: "" });
      }
    });
    expect(newProblems(site).map((problem) => [problem.kind, where(problem)])).toEqual([
      ["missingAlt", "pt / hero logoSrc"],
    ]);
  });

  it("lists a page without a title or description in each language", () => {
    const site = sampleWith((draft) => {
      pageOf(draft, "pt", "/pricing").meta.title = "";
      pageOf(draft, "en", "/motas").meta.description = "";
    });
    expect(newProblems(site)).toEqual([
      { kind: "missingMeta", language: "pt", pagePath: "/pricing", field: "title" },
      { kind: "missingMeta", language: "en", pagePath: "/motas", field: "description" },
    ]);
  });

  it("checks only the first page's meta when it stands for every page", () => {
    const site = sampleWith((draft) => {
      const home = pageOf(draft, "pt", "/");
      home.meta.useForAll = true;
      home.meta.description = "";
      pageOf(draft, "pt", "/pricing").meta.title = "";
    });
    expect(newProblems(site)).toEqual([
      { kind: "missingMeta", language: "pt", pagePath: "/", field: "description" },
    ]);
  });

  it("leaves inactive languages unchecked", () => {
    const inactive = sampleWith((draft) => {
      const english = draft.languages.find((entry) => entry.lang.code === "en");
      if (english) english.status = "inactive";
      dataOf(draft, "en", "/", "hero").title = "";
      pageOf(draft, "en", "/").meta.title = "";
    });
    expect(siteProblems(inactive)).toEqual([]);
  });

  it("lists a required text of the site's own parts left empty", () => {
    const site = sampleWith((draft) => {
      if (draft.content.en) draft.content.en.extraLinksLabel = "";
    });
    expect(newProblems(site)).toEqual([
      {
        kind: "requiredEmpty",
        language: "en",
        path: ["extraLinksLabel"],
        label: "Overflow menu label",
      },
    ]);
  });
});
