import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Field, type Fields, isFieldMap } from "../fields/field.ts";
import { siteTexts } from "../rules/site-texts.ts";
import { textHash } from "../rules/text-hash.ts";
import { translationStatus } from "../rules/translation-status.ts";
import type { Component } from "../schema/component.ts";
import { SECTION_FIELDS } from "../schema/section-kinds.ts";
import type { Site } from "../schema/site.ts";
import { templateSite, undone } from "../test-support/editing.ts";
import { validateSite } from "../validate-site.ts";
import { applyOperation, rebase } from "./apply-operation.ts";
import { getIn, type Key } from "./copy-on-write.ts";
import { isSiteWidePath } from "./site-wide.ts";

const site = templateSite();

/** Random numbers that `operationFor` turns into an edit of whatever document it meets. */
const choice = fc.record({
  kind: fc.nat(18),
  language: fc.nat(),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  text: fc.string({ maxLength: 40 }),
});
type Choice = typeof choice extends fc.Arbitrary<infer T> ? T : never;

const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

type Leaf = { path: Key[]; field: Field };

/** The fields `data` holds, with their paths (list items included). */
function leaves(fields: Fields, data: unknown, at: Key[] = []): Leaf[] {
  return Object.entries(fields).flatMap(([key, field]) =>
    leavesOf(field, getIn(data, [key]), [...at, key]),
  );
}

function leavesOf(field: Field | Fields, value: unknown, path: Key[]): Leaf[] {
  if (isFieldMap(field)) return leaves(field, value, path);
  if (field.kind === "group") return leaves(field.fields, value, path);
  const own: Leaf = { path, field };
  if (field.kind !== "list") return value === undefined ? [] : [own];
  const items = Array.isArray(value) ? value : [];
  return [own, ...items.flatMap((item, index) => leavesOf(field.item, item, [...path, index]))];
}

const LINKS = ["/", "/pricing", "#contact", "https://example.pt", "www.facebook.com/x", "tel:+351"];

function sectionChoice(current: Site, c: Choice) {
  const language = pick(Object.keys(current.content), c.language) ?? "pt";
  const page = pick(current.content[language]?.pages ?? [], c.a);
  const section = pick(page?.components ?? [], c.b) as Component | undefined;
  return { language, page, section };
}

/**
 * An edit of `current` chosen by `c`: field sets, section, list, page and language edits, and
 * translation records.
 */
function operationFor(current: Site, c: Choice): unknown {
  const { language, page, section } = sectionChoice(current, c);
  if (page === undefined || section === undefined) return { op: "setPageMeta" };
  const address = { pagePath: page.path, sectionId: section.id };
  const fields = leaves(SECTION_FIELDS[section.type], section.data);
  const ofKind = (kind: Field["kind"]) => fields.filter((leaf) => leaf.field.kind === kind);
  const lists = ofKind("list");
  const list = pick(lists, c.c);
  const step = list?.field.kind === "list" ? (list.field.count.step ?? 1) : 1;
  const items = list === undefined ? [] : (getIn(section.data, list.path) as unknown[]);
  switch (c.kind) {
    case 0:
    case 1: {
      const leaf = pick(ofKind("text"), c.c);
      const max = leaf?.field.kind === "text" ? leaf.field.max : 0;
      return {
        op: "setField",
        language,
        ...address,
        path: leaf?.path ?? ["x"],
        value: c.text.slice(0, max),
      };
    }
    case 2: {
      const leaf = pick(ofKind("enum"), c.c);
      const options = leaf?.field.kind === "enum" ? leaf.field.options : [];
      return {
        op: "setField",
        language,
        ...address,
        path: leaf?.path ?? ["x"],
        value: pick(options, c.a),
      };
    }
    case 3: {
      const leaf = pick(ofKind("link"), c.c);
      return {
        op: "setField",
        language,
        ...address,
        path: leaf?.path ?? ["x"],
        value: pick(LINKS, c.a),
      };
    }
    case 4:
      return { op: "moveSection", ...address, beforeId: pick(page.components, c.c)?.id ?? null };
    case 5:
      return { op: "removeSection", ...address };
    case 6:
      return { op: "duplicateSection", ...address, newId: `copy-${c.a % 1000}-${c.c % 1000}` };
    case 7:
      return {
        op: "insertItems",
        ...address,
        path: list?.path ?? ["x"],
        index: items.length - (items.length % step),
        items: Array.from({ length: step }, (_, index) => items[index % Math.max(items.length, 1)]),
      };
    case 8:
      return { op: "removeItems", ...address, path: list?.path ?? ["x"], index: 0, count: step };
    case 9: {
      const groups = Math.max(Math.floor(items.length / step), 1);
      return {
        op: "moveItems",
        ...address,
        path: list?.path ?? ["x"],
        from: (c.a % groups) * step,
        to: (c.b % groups) * step,
        count: step,
      };
    }
    case 10:
      return { op: "setPageMeta", language, pagePath: page.path, key: "title", value: c.text };
    case 11:
      return {
        op: "addPage",
        beforePath: page.path,
        page: { path: `/p${c.c % 50}`, meta: { title: c.text }, components: [] },
      };
    case 12:
      return { op: "removePage", pagePath: page.path };
    case 13:
      return {
        op: "movePage",
        pagePath: page.path,
        beforePath: pick(current.content[language]?.pages ?? [], c.c)?.path ?? null,
      };
    case 14:
      return {
        op: "setSiteField",
        language,
        path: ["headerLinks", c.c % 8, "text"],
        value: c.text,
      };
    case 15:
      return {
        op: "setSectionLook",
        ...address,
        colorMode: pick(["LIGHT", "DARK", "EXTRALIGHT"], c.a),
        orientation: pick(["LEFT", "RIGHT"], c.b),
      };
    case 16: {
      const text = pick(siteTexts(current, language), c.c);
      return {
        op: "setTranslation",
        language,
        key: text?.key ?? "site:x",
        source: c.a % 3 === 0 ? null : textHash(c.text),
      };
    }
    case 17: {
      const paths = (current.content[language]?.pages ?? []).map((item) => item.path);
      const newPath = c.a % 4 === 0 ? (pick(paths, c.b) ?? "/") : `/r${c.b % 50}`;
      return { op: "setPagePath", pagePath: page.path, newPath };
    }
    default:
      return c.a % 2 === 0
        ? { op: "setLanguageStatus", code: "en", status: c.c % 2 === 0 ? "active" : "inactive" }
        : { op: "setPrimaryLanguage", code: pick(["pt", "en"], c.c) };
  }
}

describe("operations on the sample site (fast-check)", () => {
  it("always give a document validateSite accepts, and the inverses give back the exact original", () => {
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 14 }), (choices) => {
        let current = site;
        const inverses: unknown[][] = [];
        for (const c of choices) {
          const result = applyOperation(current, operationFor(current, c));
          if (!result.ok) {
            expect(result.error.status).toBeGreaterThanOrEqual(400);
            expect(result.error.status).toBeLessThan(500);
            continue;
          }
          const validation = validateSite(result.site);
          expect(validation.ok ? [] : validation.problems).toEqual([]);
          const primary = result.site.languages.find((entry) => entry.isPrimary)?.lang.code;
          expect(result.site.translations?.[primary ?? ""]).toBeUndefined();
          current = result.site;
          inverses.push(result.inverse);
        }
        expect(undone(current, inverses)).toEqual(site);
      }),
      { numRuns: 60 },
    );
  });

  it("keeps the translation state of every text a structural edit keeps, wherever it moves", () => {
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 10 }), (choices) => {
        let current = site;
        for (const c of choices) {
          const op = operationFor(current, c) as { op: string };
          const result = applyOperation(current, op);
          if (!result.ok) continue;
          const change = STRUCTURAL[op.op];
          if (change !== undefined) {
            const before = textStates(current);
            const after = textStates(result.site);
            for (const [language, states] of before) {
              const now = after.get(language) ?? [];
              if (change === "same") expect(now).toEqual(states);
              if (change === "fewer") expect(missing(now, states)).toEqual([]);
              if (change === "more") expect(missing(states, now)).toEqual([]);
            }
          }
          current = result.site;
        }
      }),
      { numRuns: 40 },
    );
  });

  it("keeps both editors' edits to different fields after a rebase; the pending one wins a tie", () => {
    const textEdit = choice.map((c) => ({ ...c, kind: c.kind % 2 }));
    fc.assert(
      fc.property(
        fc.array(textEdit, { maxLength: 8 }),
        fc.array(textEdit, { maxLength: 8 }),
        (theirChoices, myChoices) => {
          const sets = (choices: Choice[]) =>
            choices
              .map(
                (c) =>
                  operationFor(site, c) as {
                    language: string;
                    sectionId: string;
                    pagePath: string;
                    path: Key[];
                    value: string;
                  },
              )
              .filter((op) => applyOperation(site, op).ok && !isSiteWide(op));
          const theirs = sets(theirChoices);
          const mine = sets(myChoices);
          let shared = site;
          for (const op of theirs) {
            const result = applyOperation(shared, op);
            if (result.ok) shared = result.site;
          }
          const rebased = rebase({ site: shared, pending: mine });
          expect(rebased.dropped).toEqual([]);
          const expected = new Map<string, string>();
          for (const op of [...theirs, ...mine]) expected.set(keyOf(op), op.value);
          for (const op of [...theirs, ...mine]) {
            const page = rebased.site.content[op.language]?.pages.find(
              (item) => item.path === op.pagePath,
            );
            const section = page?.components.find((item) => item.id === op.sectionId);
            expect(getIn(section?.data, op.path)).toBe(expected.get(keyOf(op)));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

/**
 * What a structural edit does to the texts of each language: keeps them all (wherever they
 * move), keeps some (removes the others), or keeps them all and adds copies or new ones.
 */
const STRUCTURAL: Record<string, "same" | "fewer" | "more"> = {
  moveSection: "same",
  movePage: "same",
  setPagePath: "same",
  moveItems: "same",
  setSectionLook: "same",
  removeSection: "fewer",
  removePage: "fewer",
  removeItems: "fewer",
  duplicateSection: "more",
  insertItems: "more",
  addPage: "more",
};

/** Each language's texts as their text, source and translation state, sorted: what a text is. */
function textStates(current: Site): Map<string, string[]> {
  return new Map(
    Object.keys(current.content).map((language) => [
      language,
      translationStatus(current, language)
        .texts.map((text) => JSON.stringify([text.text, text.source, text.state]))
        .sort(),
    ]),
  );
}

/** The entries of `part` that `whole` does not hold (as many times). */
function missing(part: readonly string[], whole: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of whole) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return part.filter((entry) => {
    const left = counts.get(entry) ?? 0;
    counts.set(entry, left - 1);
    return left <= 0;
  });
}

type FieldSet = { language: string; sectionId: string; pagePath: string; path: Key[] };

const keyOf = (op: FieldSet) => JSON.stringify([op.language, op.pagePath, op.sectionId, op.path]);

function isSiteWide(op: FieldSet): boolean {
  const page = site.content[op.language]?.pages.find((item) => item.path === op.pagePath);
  const section = page?.components.find((item) => item.id === op.sectionId);
  return section === undefined || isSiteWidePath(section, op.path);
}
