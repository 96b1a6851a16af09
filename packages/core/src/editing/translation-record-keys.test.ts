import { describe, expect, it } from "vitest";
import { translationStatus } from "../rules/translation-status.ts";
import type { Page } from "../schema/page.ts";
import type { Site } from "../schema/site.ts";
import { applied, sectionOf, templateSite, undone } from "../test-support/editing.ts";
import { getIn } from "./copy-on-write.ts";
import type { OperationInput } from "./operation.ts";
import { withPageCopyRecords, withTranslationRecords } from "./translation-records.ts";

/** Each text of `language` by key: its translation state. */
const states = (site: Site, language = "en") =>
  Object.fromEntries(
    translationStatus(site, language).texts.map((text) => [text.key, text.state] as const),
  );

/** The entries of `record` whose key starts with `start`, the start replaced by `to`. */
function under(record: Record<string, string>, start: string, to = start) {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      key.startsWith(start) ? [[to + key.slice(start.length), value]] : [],
    ),
  );
}

const recordsOf = (site: Site, language = "en") => site.translations?.[language] ?? {};

/** Applies `operations` in order: the site and the inverses, for `undone`. */
function appliedAll(site: Site, operations: readonly OperationInput[]) {
  let current = site;
  const inverses: OperationInput[][] = [];
  for (const op of operations) {
    const result = applied(current, op);
    current = result.site;
    inverses.push(result.inverse);
  }
  return { site: current, inverses };
}

const stale = (language: string, key: string): OperationInput => ({
  op: "setTranslation",
  language,
  key,
  source: "0badcafe",
});

/** The sample with Spanish added: a copy of English's texts and records. */
function withSpanish(): Site {
  const site = templateSite();
  const english = site.languages.find((entry) => entry.lang.code === "en");
  if (english === undefined || site.content.en === undefined) throw new Error("English is there");
  return applied(site, {
    op: "addLanguage",
    entry: {
      ...english,
      id: 3,
      lang: { id: 3, code: "es", name: "Spanish", localizedName: "Español", flagCode: "es" },
    },
    content: site.content.en,
    translations: recordsOf(site),
  }).site;
}

describe("the translation records of a renamed page (setPagePath)", () => {
  it("move to the page's new path, so its texts stay translated, and move back with undo", () => {
    const site = withSpanish();
    const op = { op: "setPagePath", pagePath: "/pricing", newPath: "/precos" };
    const renamed = applied(site, op);
    for (const language of ["en", "es"]) {
      const expected = Object.fromEntries(
        Object.entries(states(site, language)).map(([key, state]) => [
          key.replace(/^\/pricing#/, "/precos#"),
          state,
        ]),
      );
      expect(states(renamed.site, language)).toEqual(expected);
      expect(under(recordsOf(renamed.site, language), "/pricing#")).toEqual({});
      expect(under(recordsOf(renamed.site, language), "/precos#")).toEqual(
        under(recordsOf(site, language), "/pricing#", "/precos#"),
      );
    }
    expect(states(renamed.site)["/precos#group-a:plans.0.cardTitle"]).toBe("translated");
    expect(undone(renamed.site, [renamed.inverse])).toEqual(site);
  });

  it("drop records left under the new path, which name no text, and put them back with undo", () => {
    const site = applied(templateSite(), stale("en", "/precos#gone:title")).site;
    const renamed = applied(site, { op: "setPagePath", pagePath: "/pricing", newPath: "/precos" });
    expect(recordsOf(renamed.site)["/precos#gone:title"]).toBeUndefined();
    expect(undone(renamed.site, [renamed.inverse])).toEqual(site);
  });
});

describe("the translation records of a removed page or section", () => {
  it("go with the page (removePage), in every language, and come back with undo", () => {
    const site = withSpanish();
    expect(Object.keys(under(recordsOf(site), "/booking#")).length).toBeGreaterThan(0);
    const removed = applied(site, { op: "removePage", pagePath: "/booking" });
    for (const language of ["en", "es"]) {
      expect(under(recordsOf(removed.site, language), "/booking#")).toEqual({});
      expect(under(recordsOf(removed.site, language), "/pricing#")).toEqual(
        under(recordsOf(site, language), "/pricing#"),
      );
    }
    expect(undone(removed.site, [removed.inverse])).toEqual(site);
  });

  it("go with the section (removeSection, from every language), and come back with undo", () => {
    const site = withSpanish();
    const removed = applied(site, {
      op: "removeSection",
      pagePath: "/pricing",
      sectionId: "group-a",
    });
    for (const language of ["en", "es"]) {
      expect(under(recordsOf(removed.site, language), "/pricing#group-a:")).toEqual({});
      expect(under(recordsOf(removed.site, language), "/pricing#group-b:")).toEqual(
        under(recordsOf(site, language), "/pricing#group-b:"),
      );
    }
    expect(undone(removed.site, [removed.inverse])).toEqual(site);
  });

  it("are not taken by a new page or section in their place, and come back with undo", () => {
    const site = appliedAll(templateSite(), [
      stale("en", "/novo#meta:title"),
      stale("en", "/pricing#group-z:title"),
    ]).site;
    const page: Page = {
      path: "/novo",
      meta: { title: "Novo", description: "", keywords: "" },
      components: [],
    };
    const section = {
      id: "group-z",
      type: "cta",
      data: { title: "Olá" },
    } as unknown as Site["content"][string]["pages"][number]["components"][number];
    const { site: added, inverses } = appliedAll(site, [
      { op: "addPage", beforePath: null, page },
      { op: "insertSection", pagePath: "/pricing", beforeId: null, section },
    ]);
    expect(recordsOf(added)["/novo#meta:title"]).toBeUndefined();
    expect(recordsOf(added)["/pricing#group-z:title"]).toBeUndefined();
    expect(undone(added, inverses)).toEqual(site);
  });
});

describe("the translation records of a copy", () => {
  it("go with a duplicated section (duplicateSection), which stays as translated as the original", () => {
    const site = withSpanish();
    const copy = applied(site, {
      op: "duplicateSection",
      pagePath: "/pricing",
      sectionId: "group-a",
      newId: "group-a-copy",
    });
    for (const language of ["en", "es"]) {
      const before = states(site, language);
      const after = states(copy.site, language);
      for (const [key, state] of Object.entries(before)) {
        if (!key.startsWith("/pricing#group-a:")) continue;
        expect(after[key.replace("#group-a:", "#group-a-copy:")]).toBe(state);
      }
      expect(under(recordsOf(copy.site, language), "/pricing#group-a-copy:")).toEqual(
        under(recordsOf(site, language), "/pricing#group-a:", "/pricing#group-a-copy:"),
      );
    }
    expect(undone(copy.site, [copy.inverse])).toEqual(site);
  });

  it("go with a copied page (withPageCopyRecords) where its texts are the original's", () => {
    const site = templateSite();
    const pages: Record<string, Page> = {};
    for (const [language, content] of Object.entries(site.content)) {
      const original = content.pages.find((page) => page.path === "/booking");
      if (original === undefined) throw new Error("/booking is there");
      pages[language] = {
        ...original,
        path: "/reservar",
        meta: { ...original.meta, title: "Reservar" },
        components: original.components.map((component) => ({
          ...component,
          id: `${component.id}-2`,
        })),
      };
    }
    const add = { op: "addPage", beforePath: null, page: pages.pt as Page, pages } as const;
    const operations = withPageCopyRecords(site, add, "/booking");
    expect(operations[0]).toBe(add);
    const { site: copied, inverses } = appliedAll(site, operations);
    const before = states(site);
    const after = states(copied);
    const carried = under(recordsOf(site), "/booking#booking-form:", "/reservar#booking-form-2:");
    expect(Object.keys(carried).length).toBeGreaterThan(0);
    expect(under(recordsOf(copied), "/reservar#booking-form-2:")).toEqual(carried);
    for (const [key, state] of Object.entries(before)) {
      if (!key.startsWith("/booking#booking-form:")) continue;
      expect(after[key.replace("/booking#booking-form:", "/reservar#booking-form-2:")]).toBe(state);
    }
    expect(recordsOf(copied)["/reservar#meta:title"]).toBeUndefined();
    expect(after["/reservar#meta:title"]).toBe("untranslated");
    expect(undone(copied, inverses)).toEqual(site);
  });
});

describe("the translation records of a list's items", () => {
  const plans = { pagePath: "/pricing", sectionId: "group-a", path: ["plans"] };
  const recordOf = (site: Site, index: number) =>
    recordsOf(site)[`/pricing#group-a:plans.${index}.cardTitle`];

  it("follow their items when items are removed (removeItems), and come back with undo", () => {
    const site = templateSite();
    const removed = applied(site, { op: "removeItems", ...plans, index: 0, count: 1 });
    expect(recordOf(removed.site, 0)).toBe(recordOf(site, 1));
    expect(recordOf(removed.site, 1)).toBe(recordOf(site, 2));
    expect(recordOf(removed.site, 2)).toBeUndefined();
    expect(states(removed.site)["/pricing#group-a:plans.0.cardTitle"]).toBe(
      states(site)["/pricing#group-a:plans.1.cardTitle"],
    );
    expect(undone(removed.site, [removed.inverse])).toEqual(site);
  });

  it("follow their items when items are inserted (insertItems) or moved (moveItems)", () => {
    const site = templateSite();
    const item = getIn(sectionOf(site, "en", "/pricing", "group-a").data, ["plans", 0]);
    const inserted = applied(site, { op: "insertItems", ...plans, index: 0, items: [item] });
    expect(recordOf(inserted.site, 0)).toBeUndefined();
    expect(recordOf(inserted.site, 1)).toBe(recordOf(site, 0));
    expect(recordOf(inserted.site, 3)).toBe(recordOf(site, 2));
    expect(undone(inserted.site, [inserted.inverse])).toEqual(site);
    const moved = applied(site, { op: "moveItems", ...plans, from: 0, to: 2, count: 1 });
    expect(recordOf(moved.site, 2)).toBe(recordOf(site, 0));
    expect(recordOf(moved.site, 0)).toBe(recordOf(site, 1));
    expect(states(moved.site)["/pricing#group-a:plans.2.cardTitle"]).toBe(
      states(site)["/pricing#group-a:plans.0.cardTitle"],
    );
    expect(undone(moved.site, [moved.inverse])).toEqual(site);
  });

  it("follow the items of a list of the site's own (the header links)", () => {
    const edit: OperationInput = {
      op: "setSiteField",
      language: "en",
      path: ["headerLinks", 0, "text"],
      value: "Book now",
    };
    const site = appliedAll(templateSite(), withTranslationRecords(templateSite(), [edit])).site;
    expect(recordsOf(site)["site:headerLinks.0.text"]).toBeDefined();
    const op = { op: "moveItems", path: ["headerLinks"], from: 0, to: 1, count: 1 };
    const moved = applied(site, op);
    expect(recordsOf(moved.site)["site:headerLinks.1.text"]).toBe(
      recordsOf(site)["site:headerLinks.0.text"],
    );
    expect(states(moved.site)["site:headerLinks.1.text"]).toBe("translated");
    expect(undone(moved.site, [moved.inverse])).toEqual(site);
  });
});

describe("the translation records when the primary language changes (setPrimaryLanguage)", () => {
  it("leave the new primary language none, and come back with undo", () => {
    const site = withSpanish();
    const switched = applied(site, { op: "setPrimaryLanguage", code: "en" });
    expect(switched.site.translations?.en).toBeUndefined();
    expect(undone(switched.site, [switched.inverse])).toEqual(site);
  });

  it("keep a language in step with the old source in step with the new one, the old source too", () => {
    const site = withSpanish();
    const switched = applied(site, { op: "setPrimaryLanguage", code: "en" }).site;
    const before = states(site, "en");
    const spanish = states(switched, "es");
    const portuguese = states(switched, "pt");
    const inStep = Object.keys(recordsOf(site)).filter((key) => before[key] === "translated");
    expect(inStep.length).toBeGreaterThan(0);
    for (const key of inStep) {
      expect(spanish[key]).toBe("translated");
      expect(portuguese[key]).toBe("translated");
    }
    const back = applied(switched, { op: "setPrimaryLanguage", code: "pt" }).site;
    for (const language of ["en", "es"]) {
      for (const key of inStep) {
        expect(recordsOf(back, language)[key]).toBe(recordsOf(site, language)[key]);
      }
    }
  });

  it("leave a language behind the old source behind the new one (source changed)", () => {
    const source = {
      op: "setField",
      language: "pt",
      pagePath: "/pricing",
      sectionId: "group-a",
      path: ["plans", 0, "cardTitle"],
      value: "Básico",
    } as const;
    const site = applied(withSpanish(), source).site;
    const key = "/pricing#group-a:plans.0.cardTitle";
    expect(states(site, "es")[key]).toBe("outdated");
    const switched = applied(site, { op: "setPrimaryLanguage", code: "en" });
    expect(recordsOf(switched.site, "es")[key]).toBe(recordsOf(site, "es")[key]);
    expect(recordsOf(switched.site, "pt")[key]).toBeUndefined();
    expect(undone(switched.site, [switched.inverse])).toEqual(site);
  });
});
