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
  it("calls a text without a record untranslated while it is the primary's, else translated", () => {
    expect(translationState({ text: source, source, record: undefined })).toBe("untranslated");
    expect(translationState({ text: "At your pace", source, record: undefined })).toBe(
      "translated",
    );
  });

  it("calls a recorded text translated from the current source, outdated from an older one", () => {
    expect(translationState({ text: source, source, record: textHash(source) })).toBe("translated");
    expect(translationState({ text: "At your pace", source, record: textHash("Antes") })).toBe(
      "outdated",
    );
  });

  it("counts texts with no letters (numbers, prices) as translated", () => {
    expect(translationState({ text: "€ 29", source: "€ 29", record: undefined })).toBe(
      "translated",
    );
    expect(translationState({ text: "39", source: "39", record: textHash("29") })).toBe(
      "translated",
    );
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

  it("marks a text untranslated while it is the primary's and has no record", () => {
    const { site } = applied(templateSite(), {
      op: "setField",
      language: "en",
      pagePath: "/",
      sectionId: "hero",
      path: ["title"],
      value: "Porto Santo ao seu ritmo",
    });
    expect(stateOf("en", "/#hero:title", site)?.state).toBe("untranslated");
    expect(siteProblems(site)).toEqual([
      expect.objectContaining({ kind: "untranslated", state: "untranslated", label: "Title" }),
    ]);
  });

  it("lists nothing for a language that is not published", () => {
    const { site } = applied(templateSite(), { ...footerEdit, language: "pt" });
    const inactive = applied(site, { op: "setLanguageStatus", code: "en", status: "inactive" });
    expect(siteProblems(inactive.site)).toEqual([]);
  });
});

const footerEdit = {
  op: "setField",
  pagePath: "/",
  sectionId: "footer",
  path: ["copyrightText"],
  value: "© 2027 Maré Rent",
};
