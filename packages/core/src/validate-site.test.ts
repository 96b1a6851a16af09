import { describe, expect, it } from "vitest";
import bilingual from "../../../fixtures/bilingual-site.json" with { type: "json" };
import minimal from "../../../fixtures/minimal-site.json" with { type: "json" };
import { LIMITS } from "./limits.ts";
import { validateSite } from "./validate-site.ts";

type Json = Record<string, unknown>;

/** A copy of the bilingual fixture changed by `change`. */
function variant(change: (document: Json & { content: Record<string, Json> }) => void): unknown {
  const document = structuredClone(bilingual) as unknown as Json & {
    content: Record<string, Json>;
  };
  change(document);
  return document;
}

function problems(input: unknown) {
  const result = validateSite(input);
  return result.ok ? [] : result.problems;
}

type TestPage = Json & { components: (Json & { data: Json })[] };

function pages(document: { content: Record<string, Json> }, code: string): TestPage[] {
  const list = document.content[code]?.pages;
  if (!Array.isArray(list)) throw new Error(`fixture has ${code} pages`);
  return list as TestPage[];
}

function component(document: { content: Record<string, Json> }, at: [string, number, number]) {
  const [code, page, index] = at;
  const found = pages(document, code)[page]?.components[index];
  if (found === undefined) throw new Error(`fixture has component ${at.join("/")}`);
  return found;
}

function hero(document: { content: Record<string, Json> }, code = "pt"): Json {
  return component(document, [code, 0, 0]).data;
}

describe("validateSite", () => {
  it("accepts the fixtures and fills in defaults", () => {
    const result = validateSite(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.site.settings.languageMenuLayout).toBe("full");
    expect(result.site.settings.apiPath).toBe("/api/v1");
    expect(result.site.theme).toMatchObject({ look: "ROUNDED", fontSize: 19, colorMode: "LIGHT" });
    expect(validateSite(bilingual).ok).toBe(true);
  });

  it("reads the spec's btnText/btnUrl spelling of buttons", () => {
    const result = validateSite(minimal);
    if (!result.ok) throw new Error("minimal fixture is valid");
    const component = result.site.content.en?.pages[0]?.components[0];
    expect(component?.type === "hero-header" && component.data.buttons[0]).toEqual({
      buttonText: "Go",
      buttonUrl: "/about",
      type: "primary",
    });
  });

  it("rejects a hero title over 30 characters at its path", () => {
    const input = variant((document) => {
      hero(document).title = "a".repeat(LIMITS.text.heroHeader.title + 1);
    });
    expect(problems(input)).toEqual([
      { path: "content.pt.pages[0].components[0].data.title", message: "At most 30 characters" },
    ]);
  });

  it("rejects more than two hero buttons", () => {
    const button = { buttonText: "Go", buttonUrl: "/" };
    const input = variant((document) => {
      hero(document, "en").buttons = [button, button, button];
    });
    expect(problems(input)).toEqual([
      { path: "content.en.pages[0].components[0].data.buttons", message: "At most 2 items" },
    ]);
  });

  it("rejects unsafe link schemes", () => {
    const input = variant((document) => {
      hero(document).buttons = [{ buttonText: "x", buttonUrl: "java\tscript:alert(1)" }];
    });
    expect(problems(input)).toEqual([
      {
        path: "content.pt.pages[0].components[0].data.buttons[0].buttonUrl",
        message: "Only http(s), mailto, tel, relative and hash links are allowed",
      },
    ]);
  });

  it("rejects unknown fields and unknown section kinds", () => {
    const input = variant((document) => {
      hero(document).onclick = "alert(1)";
    });
    expect(problems(input)[0]?.path).toBe("content.pt.pages[0].components[0].data");
    const unknownKind = variant((document) => {
      component(document, ["pt", 0, 0]).type = "marquee";
    });
    expect(problems(unknownKind)[0]?.path).toBe("content.pt.pages[0].components[0].type");
  });

  it("requires a footer with at least 3 socials", () => {
    const input = variant((document) => {
      component(document, ["pt", 0, 1]).data.socials = [
        { icon: "facebook", socialUrl: "https://facebook.com/x" },
      ];
    });
    expect(problems(input)).toEqual([
      { path: "content.pt.pages[0].components[1].data.socials", message: "At least 3 items" },
    ]);
  });

  it("applies the required-together rule of text sections", () => {
    const input = variant((document) => {
      const text = component(document, ["en", 1, 0]).data;
      text.title = "";
      text.content = [{ title: "", paragraph: "" }];
    });
    expect(problems(input)).toEqual([
      { path: "content.en.pages[1].components[0].data.title", message: "This field is required" },
      {
        path: "content.en.pages[1].components[0].data.subtitle",
        message: "This field is required",
      },
      {
        path: "content.en.pages[1].components[0].data.content[0].title",
        message: "This field is required",
      },
      {
        path: "content.en.pages[1].components[0].data.content[0].paragraph",
        message: "This field is required",
      },
    ]);
  });

  it("checks the languages: one primary, content for each active one, the same pages", () => {
    const twoPrimaries = variant((document) => {
      (document.languages as Json[]).forEach((entry) => {
        entry.isPrimary = true;
      });
    });
    expect(problems(twoPrimaries)).toContainEqual({
      path: "languages",
      message: "Exactly one language is primary",
    });
    const missing = variant((document) => {
      delete document.content.en;
    });
    expect(problems(missing)).toEqual([
      { path: "content.en", message: 'The active language "en" has no content' },
    ]);
    const fewerPages = variant((document) => {
      pages(document, "en").pop();
    });
    expect(problems(fewerPages)).toEqual([
      {
        path: "content.en.pages",
        message: "Every language has the same pages as the primary one (/, /about)",
      },
    ]);
  });

  it("requires a home page and unique page paths", () => {
    const input = variant((document) => {
      const home = pages(document, "pt")[0];
      if (home) home.path = "/about";
    });
    expect(problems(input)).toContainEqual({
      path: "content.pt.pages[1].path",
      message: 'The path "/about" is used by two pages',
    });
    expect(problems(input)).toContainEqual({
      path: "content.pt.pages",
      message: "A site needs a home page '/'",
    });
  });

  it("refuses a second header on a page", () => {
    const input = variant((document) => {
      pages(document, "pt")[0]?.components.push({ id: "second", type: "navbar-header", data: {} });
    });
    expect(problems(input)).toEqual([
      {
        path: "content.pt.pages[0].components[2].type",
        message: "A page holds one header section at most",
      },
    ]);
  });

  it("refuses a section id used twice in the site, on one page or two", () => {
    const input = variant((document) => {
      const [home, about] = pages(document, "pt");
      const copy = structuredClone(home?.components[1]);
      if (copy === undefined || about === undefined) throw new Error("fixture has two pages");
      about.components.push(copy);
    });
    const id = (problems(input)[0]?.message ?? "").match(/"(.+)"/)?.[1];
    expect(problems(input)).toEqual([
      {
        path: expect.stringMatching(/^content\.pt\.pages\[1\]\.components\[\d+\]\.id$/),
        message: `Section id "${id}" is used twice in the site`,
      },
    ]);
  });

  it("migrates version 1's repeated ids (every page's footer) to ids unique in the site", () => {
    const input = variant((document) => {
      document.schemaVersion = 1;
      const [home, about] = pages(document, "pt");
      const copy = structuredClone(home?.components[1]);
      if (copy === undefined || about === undefined) throw new Error("fixture has two pages");
      about.components.push(copy);
    });
    const result = validateSite(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ids = result.site.content.pt?.pages.flatMap((page) => page.components.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids?.length);
    expect(result.site.schemaVersion).toBe(2);
  });

  it("refuses third-party ids that could carry script", () => {
    const input = variant((document) => {
      (document.settings as Json).tracking = { gtagId: "G-ABC');alert(1);//" };
    });
    expect(problems(input)).toEqual([
      { path: "settings.tracking.gtagId", message: "Not a valid analytics tag id" },
    ]);
  });

  it("refuses documents that are not objects or come from a newer Ilha", () => {
    expect(problems([])).toEqual([{ path: "", message: "A site document is a JSON object" }]);
    expect(problems({ ...minimal, schemaVersion: 99 })).toEqual([
      { path: "schemaVersion", message: "Version 99 is newer than this Ilha reads (2)" },
    ]);
  });
});
