import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applied, templateSite } from "../test-support/editing.ts";
import { siteProblems } from "./site-checks.ts";
import { siteTexts, textKey } from "./site-texts.ts";
import { textHash } from "./text-hash.ts";
import { translationState, translationStatus } from "./translation-status.ts";

const stateOf = (language: string, key: string, site = templateSite()) =>
  translationStatus(site, language).texts.find((text) => text.key === key);

describe("textKey", () => {
  it("names a section's text, a page's meta text and a site part's text", () => {
    const section = { kind: "section", pagePath: "/pricing", sectionId: "group-a" } as const;
    expect(textKey({ ...section, sectionType: "pricing", path: ["plans", 2, "cardTitle"] })).toBe(
      "/pricing#group-a:plans.2.cardTitle",
    );
    expect(textKey({ kind: "meta", pagePath: "/", key: "description" })).toBe("/#meta:description");
    expect(textKey({ kind: "site", path: ["headerLinks", 0, "text"] })).toBe(
      "site:headerLinks.0.text",
    );
  });

  it("gives every text of a language its own key", () => {
    const keys = siteTexts(templateSite(), "en").map((text) => text.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain("/#hero:title");
    expect(keys).toContain("/#meta:title");
    expect(keys).toContain("site:headerLinks.0.text");
  });
});

describe("textHash", () => {
  it("is the 32-bit FNV-1a of the text in 8 hex digits", () => {
    expect(textHash("")).toBe("811c9dc5");
    expect(textHash("a")).toBe("e40c292c");
    expect(textHash("Porto Santo ao seu ritmo")).toBe(textHash("Porto Santo ao seu ritmo"));
    expect(textHash("Basic")).not.toBe(textHash("Básico"));
  });
});

describe("translationState", () => {
  const source = "Porto Santo ao seu ritmo";
  it("calls a text without a record untranslated, whatever it reads", () => {
    expect(translationState({ source, record: undefined })).toBe("untranslated");
  });

  it("calls no text with letters in its source translated without a record", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const state = translationState({ source: `${text}a`, record: undefined });
        expect(state).toBe("untranslated");
      }),
      { numRuns: 200 },
    );
  });

  it("calls a recorded text translated from the current source, outdated from an older one", () => {
    expect(translationState({ source, record: textHash(source) })).toBe("translated");
    expect(translationState({ source, record: textHash("Antes") })).toBe("outdated");
  });

  it("counts texts with no letters (numbers, prices) as translated", () => {
    expect(translationState({ source: "€ 29", record: undefined })).toBe("translated");
    expect(translationState({ source: "39", record: textHash("29") })).toBe("translated");
  });
});

describe("translationStatus on the sample site", () => {
  it("finds every English text translated, names and addresses kept by their records", () => {
    const status = translationStatus(templateSite(), "en");
    expect(status.texts.filter((text) => text.state !== "translated")).toEqual([]);
    expect(status.share).toBe(1);
    expect(stateOf("en", "/pricing#group-a:plans.0.cardTitle")).toMatchObject({
      text: "Basic",
      source: "Basic",
      state: "translated",
    });
  });

  it("gives each text the primary's text at the same place", () => {
    expect(stateOf("en", "/#hero:title")).toMatchObject({
      text: "Porto Santo at your own pace",
      source: "Porto Santo ao seu ritmo",
      label: "Title",
      place: { kind: "section", pagePath: "/", sectionId: "hero", sectionType: "hero-header" },
    });
  });

  it("marks a text outdated once the primary's text changes, and lists it before publishing", () => {
    const { site } = applied(templateSite(), {
      op: "setField",
      language: "pt",
      pagePath: "/pricing",
      sectionId: "group-a",
      path: ["plans", 0, "cardTitle"],
      value: "Básico",
    });
    expect(stateOf("en", "/pricing#group-a:plans.0.cardTitle", site)?.state).toBe("outdated");
    expect(translationStatus(site, "en").share).toBeLessThan(1);
    expect(siteProblems(site)).toEqual([
      expect.objectContaining({
        kind: "untranslated",
        state: "outdated",
        language: "en",
        pagePath: "/pricing",
        sectionId: "group-a",
        path: ["plans", 0, "cardTitle"],
      }),
    ]);
  });

  it("counts a footer every page repeats once, and lists it once before publishing", () => {
    const { site } = applied(templateSite(), {
      op: "setField",
      language: "en",
      pagePath: "/",
      sectionId: "footer",
      path: ["copyrightText"],
      value: "© 2027 Maré Rent",
    });
    const pt = applied(site, { ...footerEdit, language: "pt" }).site;
    const status = translationStatus(pt, "en");
    const footers = status.texts.filter((text) => text.sharedAs === "footer|copyrightText");
    expect(footers.length).toBeGreaterThan(1);
    expect(footers.every((text) => text.state === "outdated")).toBe(true);
    const problems = siteProblems(pt).filter((problem) => problem.kind === "untranslated");
    expect(problems).toHaveLength(1);
  });

  it("marks a text without a record untranslated, and lists it before publishing", () => {
    const { site } = applied(templateSite(), heroRecord(null));
    expect(stateOf("en", "/#hero:title", site)?.state).toBe("untranslated");
    expect(siteProblems(site)).toEqual([
      expect.objectContaining({ kind: "untranslated", state: "untranslated", label: "Title" }),
    ]);
  });

  it("keeps a copy of the primary's text untranslated once the primary's text changes", () => {
    let site = applied(templateSite(), heroRecord(null)).site;
    site = applied(site, { ...heroEdit, language: "en", value: "Porto Santo ao seu ritmo" }).site;
    expect(stateOf("en", "/#hero:title", site)?.state).toBe("untranslated");
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÀ-ú]{1,6}( [A-Za-zÀ-ú]{1,6}){0,3}$/), (title) => {
        const changed = applied(site, { ...heroEdit, language: "pt", value: title }).site;
        expect(stateOf("en", "/#hero:title", changed)?.state).toBe("untranslated");
        expect(translationStatus(changed, "en").share).toBeLessThan(1);
        expect(siteProblems(changed)).toEqual([
          expect.objectContaining({ kind: "untranslated", state: "untranslated", label: "Title" }),
        ]);
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it("lists nothing for a language that is not published", () => {
    const { site } = applied(templateSite(), { ...footerEdit, language: "pt" });
    const inactive = applied(site, { op: "setLanguageStatus", code: "en", status: "inactive" });
    expect(siteProblems(inactive.site)).toEqual([]);
  });
});

const heroEdit = {
  op: "setField",
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
};

const heroRecord = (source: string | null) => ({
  op: "setTranslation",
  language: "en",
  key: "/#hero:title",
  source,
});

const footerEdit = {
  op: "setField",
  pagePath: "/",
  sectionId: "footer",
  path: ["copyrightText"],
  value: "© 2027 Maré Rent",
};
