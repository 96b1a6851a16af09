import { describe, expect, it } from "vitest";
import { translationStatus } from "../rules/translation-status.ts";
import type { Component } from "../schema/component.ts";
import { textHash } from "../rules/text-hash.ts";
import { applied, sectionOf, templateSite } from "../test-support/editing.ts";
import type { OperationInput } from "./operation.ts";
import { withInsertRecords, withNewTextRecords } from "./translation-records.ts";
import { defaultMessengerItem } from "../schema/messengers.ts";

/** A copy of the sample's call to action under a new id, its English title written apart. */
function ctaCopies() {
  const site = templateSite();
  const cta = site.content.pt?.pages
    .find((page) => page.path === "/pricing")
    ?.components.find((item) => item.type === "cta");
  if (cta === undefined) throw new Error("the sample has a call to action");
  const pt = { ...cta, id: "cta-new" } as Component;
  const en = { ...pt, data: { ...pt.data, title: "Book your car today" } } as Component;
  const insert: OperationInput = {
    op: "insertSection",
    pagePath: "/pricing",
    beforeId: null,
    section: pt,
    sections: { pt, en },
  };
  return { site, insert, title: (pt.data as { title: string }).title };
}

/** The states of the new section's texts in English, by key. */
function statesOf(site: ReturnType<typeof templateSite>) {
  return new Map(
    translationStatus(site, "en")
      .texts.filter((text) => text.key.includes("cta-new"))
      .map((text) => [text.key, text.state]),
  );
}

describe("withInsertRecords", () => {
  it("follows an insert written in each language with the records of the primary's texts", () => {
    const { site, insert, title } = ctaCopies();
    const operations = withInsertRecords(site, insert);
    expect(operations).toEqual([
      insert,
      {
        op: "setTranslation",
        language: "en",
        key: "/pricing#cta-new:title",
        source: textHash(title),
      },
    ]);
    let after = site;
    for (const op of operations) after = applied(after, op).site;
    expect(statesOf(after).get("/pricing#cta-new:title")).toBe("translated");
    // A text the copy left as the primary's stays to translate.
    expect([...statesOf(after).values()]).toContain("untranslated");
    // The primary's title changes: its translation is outdated.
    const edited = applied(after, {
      op: "setField",
      language: "pt",
      pagePath: "/pricing",
      sectionId: "cta-new",
      path: ["title"],
      value: "Reserve hoje",
    }).site;
    expect(statesOf(edited).get("/pricing#cta-new:title")).toBe("outdated");
    expect(sectionOf(edited, "en", "/pricing", "cta-new")?.data).toMatchObject({
      title: "Book your car today",
    });
  });

  it("returns an insert without copies of its own, or another operation, as it is", () => {
    const { site, insert } = ctaCopies();
    const single = { ...insert, sections: undefined } as OperationInput;
    expect(withInsertRecords(site, single)).toEqual([single]);
    const remove: OperationInput = { op: "removeSection", pagePath: "/pricing", sectionId: "x" };
    expect(withInsertRecords(site, remove)).toEqual([remove]);
  });
});

/** A Viber messenger whose card's greeting is written apart in English. */
function viber(language: string) {
  const item = { ...defaultMessengerItem("Maré Rent"), name: "viber" as const };
  const message = language === "pt" ? "Olá! Como posso ajudar?" : item.data.message;
  return { ...item, data: { ...item.data, message } };
}

describe("withNewTextRecords", () => {
  it("records a new list item's copies that differ from the primary's, and undo takes both", () => {
    const site = templateSite();
    const insert: OperationInput = {
      op: "insertItems",
      path: ["messengers", "data"],
      index: 1,
      items: [viber("pt")],
      itemsByLanguage: { pt: [viber("pt")], en: [viber("en")] },
    };
    const operations = withNewTextRecords(site, insert);
    expect(operations).toEqual([
      insert,
      {
        op: "setTranslation",
        language: "en",
        key: "site:messengers.data.1.data.message",
        source: textHash("Olá! Como posso ajudar?"),
      },
    ]);
    let next = site;
    const inverses: unknown[][] = [];
    for (const op of operations) {
      const step = applied(next, op);
      next = step.site;
      inverses.push(step.inverse);
    }
    const state = translationStatus(next, "en").texts.find(
      (text) => text.key === "site:messengers.data.1.data.message",
    )?.state;
    expect(state).toBe("translated");
    for (const inverse of inverses.reverse())
      for (const op of inverse) next = applied(next, op).site;
    expect(next).toEqual(site);
  });

  it("records a new site part's copies, and nothing for an edit that brings no texts", () => {
    const site = templateSite();
    const widget = (language: string) => ({
      settings: { alignment: "left" },
      data: [viber(language)],
    });
    const part: OperationInput = {
      op: "setSiteField",
      language: "pt",
      path: ["messengers"],
      value: widget("pt"),
      values: { pt: widget("pt"), en: widget("en") },
    };
    expect(withNewTextRecords(site, part).slice(1)).toEqual([
      expect.objectContaining({ key: "site:messengers.data.0.data.message" }),
    ]);
    const active: OperationInput = {
      op: "setSiteField",
      language: "pt",
      path: ["messengers", "data", 0, "isActive"],
      value: false,
    };
    expect(withNewTextRecords(site, active)).toEqual([active]);
  });
});
