import { describe, expect, it } from "vitest";
import { textHash } from "../rules/text-hash.ts";
import { applied, templateSite } from "../test-support/editing.ts";
import { applyOperation } from "./apply-operation.ts";
import { withTranslationRecords } from "./translation-records.ts";

const heroTitle = (language: string, value: string) => ({
  op: "setField" as const,
  language,
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value,
});

/** The sample without translation records. */
function bareSite() {
  const { translations: _records, ...site } = templateSite();
  return site;
}

describe("setTranslation", () => {
  it("records the source a text was translated from, and its inverse forgets it exactly", () => {
    const site = bareSite();
    const op = { op: "setTranslation", language: "en", key: "/#hero:title", source: "0badcafe" };
    const result = applied(site, op);
    expect(result.site.translations).toEqual({ en: { "/#hero:title": "0badcafe" } });
    expect(result.inverse).toEqual([{ ...op, source: null }]);
    const undone = applied(result.site, result.inverse[0]).site;
    expect(undone).toEqual(site);
    expect("translations" in undone).toBe(false);
  });

  it("puts back the record it replaced or removed", () => {
    const site = templateSite();
    const key = "/pricing#group-a:plans.0.cardTitle";
    const removed = applied(site, { op: "setTranslation", language: "en", key, source: null });
    expect(removed.site.translations?.en?.[key]).toBeUndefined();
    expect(applied(removed.site, removed.inverse[0]).site).toEqual(site);
  });

  it("refuses the primary language and a language the site does not have", () => {
    const site = templateSite();
    const primary = applyOperation(site, {
      op: "setTranslation",
      language: "pt",
      key: "/#hero:title",
      source: "0badcafe",
    });
    expect(primary.ok ? undefined : primary.error.code).toBe("primary_language_untranslated");
    const unknown = applyOperation(site, {
      op: "setTranslation",
      language: "fr",
      key: "/#hero:title",
      source: "0badcafe",
    });
    expect(unknown.ok ? undefined : unknown.error.code).toBe("unknown_language");
  });

  it("goes with its language when the language is removed, and comes back with undo", () => {
    const site = templateSite();
    const removed = applied(site, { op: "removeLanguage", code: "en" });
    expect(removed.site.translations).toBeUndefined();
    let back = removed.site;
    for (const op of removed.inverse) back = applied(back, op).site;
    expect(back).toEqual(site);
  });
});

describe("withTranslationRecords", () => {
  it("follows an edit of a translated text with the record of the primary's current text", () => {
    const site = bareSite();
    const edit = heroTitle("en", "Porto Santo, your way");
    expect(withTranslationRecords(site, [edit])).toEqual([
      edit,
      {
        op: "setTranslation",
        language: "en",
        key: "/#hero:title",
        source: textHash("Porto Santo ao seu ritmo"),
      },
    ]);
  });

  it("adds no record where the text carries the primary's current one", () => {
    const edit = heroTitle("en", "Porto Santo, your way");
    expect(withTranslationRecords(templateSite(), [edit])).toEqual([edit]);
  });

  it("records nothing for the primary language or a field that is not a text", () => {
    const site = templateSite();
    const primary = heroTitle("pt", "Porto Santo, à sua maneira");
    expect(withTranslationRecords(site, [primary])).toEqual([primary]);
    const link = {
      op: "setSiteField",
      language: "en",
      path: ["headerLinks", 0, "link"],
      value: "/",
    };
    expect(withTranslationRecords(site, [link as never])).toEqual([link]);
  });

  it("records page meta texts and the site's own texts", () => {
    const site = bareSite();
    const meta = { op: "setPageMeta", language: "en", pagePath: "/", key: "title", value: "Hi" };
    const part = {
      op: "setSiteField",
      language: "en",
      path: ["headerLinks", 0, "text"],
      value: "Book",
    };
    const keys = withTranslationRecords(site, [meta as never, part as never]).flatMap((op) =>
      op.op === "setTranslation" ? [op.key] : [],
    );
    expect(keys).toEqual(["/#meta:title", "site:headerLinks.0.text"]);
  });

  it("records every page's copy of a footer text", () => {
    const site = templateSite();
    const edit = {
      op: "setField" as const,
      language: "en",
      pagePath: "/",
      sectionId: "footer",
      path: ["copyrightText"],
      value: "© 2026 Maré Rent, Porto Santo",
    };
    const { site: changed } = applied(site, { ...edit, language: "pt", value: "© 2026 Maré" });
    const records = withTranslationRecords(changed, [edit]).slice(1);
    expect(records.length).toBe(
      changed.content.en?.pages.filter((page) =>
        page.components.some((component) => component.type === "footer"),
      ).length,
    );
    expect(records.every((op) => op.op === "setTranslation")).toBe(true);
  });

  it("leaves edits that do not apply as they are", () => {
    const edit = heroTitle("en", "x".repeat(5000));
    expect(withTranslationRecords(templateSite(), [edit])).toEqual([edit]);
  });
});
