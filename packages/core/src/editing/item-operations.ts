import type { z } from "zod";
import { ilhaError } from "../errors.ts";
import type { ListField } from "../fields/field.ts";
import { fieldAt } from "../fields/field-at.ts";
import type { Component } from "../schema/component.ts";
import { SECTION_DATA, SECTION_FIELDS } from "../schema/section-kinds.ts";
import { type Site, siteContent } from "../schema/site.ts";
import { getIn, type Key, setIn } from "./copy-on-write.ts";
import { fieldRefusal } from "./field-refusal.ts";
import type { Step } from "./field-operations.ts";
import { contentLanguages, contentOf, findSection, pageIndex } from "./locate.ts";
import type { OperationInput, OperationOf } from "./operation.ts";
import { SITE_PART_FIELDS } from "./site-parts.ts";
import { sharesPart } from "./site-wide.ts";
import {
  followingItems,
  itemKeys,
  rewrittenRecords,
  SITE_KEYS,
  sectionKeys,
} from "./translation-record-keys.ts";

type ItemOperation = OperationOf<"insertItems" | "removeItems" | "moveItems">;

/**
 * One copy of the list an item edit changes: where it sits in the site, what checks it, and how
 * the translation records' keys of its items start (`itemKeys`).
 */
type ListCopy = {
  language: string;
  at: Key[];
  owner: Key[];
  schema: z.ZodType;
  isPlans: boolean;
  keys: string;
};

function listOf(site: Site, at: Key[]): unknown[] {
  const list = getIn(site, at);
  return Array.isArray(list) ? list : [];
}

/**
 * Every copy of the addressed list: in each language, the section's own (and, for a site-wide
 * part, the same part on every page), or the site part of each language's content.
 */
function copiesOf(site: Site, op: ItemOperation): { field: ListField; copies: ListCopy[] } {
  const path = op.path as Key[];
  if (op.sectionId === undefined || op.pagePath === undefined) {
    const field = fieldAt(SITE_PART_FIELDS, path);
    if (field?.kind !== "list" || typeof path[0] !== "string") throw ilhaError("unknownField");
    const key = path[0] as keyof typeof siteContent.shape;
    // A language without the part (no cookie banner, no messengers) has no copy of its lists.
    const holders = contentLanguages(site).filter(
      (language) => getIn(site, ["content", language, ...path.slice(0, -1)]) !== undefined,
    );
    const copies = holders.map((language) => ({
      language,
      at: ["content", language, ...path],
      owner: ["content", language, key],
      schema: siteContent.shape[key] as z.ZodType,
      isPlans: false,
      keys: itemKeys(SITE_KEYS, path),
    }));
    return { field, copies };
  }
  const { pagePath, sectionId } = op;
  const origin = contentLanguages(site)
    .map((language) => {
      const content = contentOf(site, language);
      const page = content.pages[pageIndex(content, pagePath)];
      return page === undefined ? undefined : findSection(page, sectionId);
    })
    .find((component) => component !== undefined);
  if (origin === undefined) throw ilhaError("unknownSection");
  const field = fieldAt(SECTION_FIELDS[origin.type], path);
  if (field?.kind !== "list") throw ilhaError("unknownField");
  const copies: ListCopy[] = [];
  for (const language of contentLanguages(site)) {
    contentOf(site, language).pages.forEach((page, pageAt) => {
      page.components.forEach((component: Component, componentAt) => {
        const isTarget =
          (page.path === pagePath && component.id === sectionId) ||
          sharesPart({ component: origin, path, other: component });
        const owner = ["content", language, "pages", pageAt, "components", componentAt, "data"];
        if (!isTarget || !Array.isArray(getIn(site, [...owner, ...path]))) return;
        copies.push({
          language,
          at: [...owner, ...path],
          owner,
          schema: SECTION_DATA[component.type],
          isPlans: component.type === "pricing" && path.length === 1 && path[0] === "plans",
          keys: itemKeys(sectionKeys(page.path, component.id), path),
        });
      });
    });
  }
  if (copies.length === 0) throw ilhaError("unknownField");
  return { field, copies };
}

/** Where the item at `index` goes when the list changes (undefined: it went). */
type IndexMap = (index: number) => number | undefined;

/**
 * Writes each copy's new list, keeps a pricing section's highlighted plan on its plan (spec §3)
 * (`follow`: where a highlight goes, a removed plan's too), moves the translation records of the
 * items to their items' new indices (`moved`), and checks every changed section or site part
 * against its schema. `restorePlan` and `restoreRecords` put back what the inverse item edit
 * does not: the highlight, and the records of removed items.
 */
function written({
  site,
  op,
  copies,
  lists,
  moved,
  follow = moved,
}: {
  site: Site;
  op: ItemOperation;
  copies: ListCopy[];
  lists: unknown[][];
  moved: IndexMap;
  follow?: IndexMap;
}): { site: Site; restorePlan: OperationInput[]; restoreRecords: OperationInput[] } {
  let next: unknown = site;
  const restorePlan: OperationInput[] = [];
  copies.forEach((copy, index) => {
    next = setIn(next, copy.at, lists[index]);
    if (copy.isPlans) {
      const old = getIn(next, [...copy.owner, "primaryPlanIdx"]);
      const moved = typeof old === "number" ? (follow(old) ?? 0) : 0;
      const bounded = Math.max(0, Math.min(moved, (lists[index]?.length ?? 1) - 1));
      next = setIn(next, [...copy.owner, "primaryPlanIdx"], bounded);
      if (bounded !== old && restorePlan.length === 0) {
        restorePlan.push({
          op: "setField",
          language: copy.language,
          pagePath: op.pagePath ?? "/",
          sectionId: op.sectionId ?? "",
          path: ["primaryPlanIdx"],
          value: old,
        });
      }
    }
    const result = copy.schema.safeParse(getIn(next, copy.owner));
    if (!result.success) throw fieldRefusal(result.error.issues);
  });
  const records = rewrittenRecords(
    next as Site,
    followingItems(
      copies.map((copy) => copy.keys),
      moved,
    ),
  );
  return { site: records.site, restorePlan, restoreRecords: records.restore };
}

function checkCount(field: ListField, length: number, count: number, index: number): void {
  const { min, max, step = 1 } = field.count;
  if (length < min || length > max) throw ilhaError("countOutOfRange");
  if (count % step !== 0 || index % step !== 0) throw ilhaError("countOutOfRange");
}

/** Inserts items into a list of every language (a language's own items from `itemsByLanguage`). */
export function insertItems(site: Site, op: OperationOf<"insertItems">): Step {
  const { field, copies } = copiesOf(site, op);
  const count = op.items.length;
  const lists = copies.map((copy) => {
    const list = listOf(site, copy.at);
    if (op.index > list.length) throw ilhaError("countOutOfRange");
    const items = op.itemsByLanguage?.[copy.language] ?? op.items;
    if (items.length !== count) throw ilhaError("invalidFieldValue");
    checkCount(field, list.length + count, count, op.index);
    return [...list.slice(0, op.index), ...items, ...list.slice(op.index)];
  });
  const moved: IndexMap = (at) => (at >= op.index ? at + count : at);
  const result = written({ site, op, copies, lists, moved });
  const { pagePath, sectionId, path, index } = op;
  return {
    site: result.site,
    inverse: [
      { op: "removeItems", pagePath, sectionId, path, index, count },
      ...result.restoreRecords,
    ],
  };
}

/** Removes items from a list of every language; the inverse puts each language's items back. */
export function removeItems(site: Site, op: OperationOf<"removeItems">): Step {
  const { field, copies } = copiesOf(site, op);
  const removed: Record<string, unknown[]> = {};
  const lists = copies.map((copy) => {
    const list = listOf(site, copy.at);
    if (op.index + op.count > list.length) throw ilhaError("countOutOfRange");
    checkCount(field, list.length - op.count, op.count, op.index);
    const leaving = list.slice(op.index, op.index + op.count);
    if (field.isRemovable !== undefined && !leaving.every(field.isRemovable)) {
      throw ilhaError("itemKept");
    }
    removed[copy.language] ??= leaving;
    return [...list.slice(0, op.index), ...list.slice(op.index + op.count)];
  });
  const moved: IndexMap = (at) =>
    at < op.index ? at : at >= op.index + op.count ? at - op.count : undefined;
  const follow: IndexMap = (at) => moved(at) ?? op.index;
  const result = written({ site, op, copies, lists, moved, follow });
  const { pagePath, sectionId, path, index } = op;
  const [first] = Object.values(removed);
  return {
    site: result.site,
    inverse: [
      {
        op: "insertItems",
        pagePath,
        sectionId,
        path,
        index,
        items: first ?? [],
        itemsByLanguage: removed,
      },
      ...result.restorePlan,
      ...result.restoreRecords,
    ],
  };
}

/** Moves `count` items from `from` to `to` (an index of the list without them). */
export function moveItems(site: Site, op: OperationOf<"moveItems">): Step {
  const { field, copies } = copiesOf(site, op);
  const lists = copies.map((copy) => {
    const list = listOf(site, copy.at);
    if (op.from + op.count > list.length || op.to + op.count > list.length) {
      throw ilhaError("countOutOfRange");
    }
    checkCount(field, list.length, op.count, op.from);
    checkCount(field, list.length, op.count, op.to);
    const moving = list.slice(op.from, op.from + op.count);
    const rest = [...list.slice(0, op.from), ...list.slice(op.from + op.count)];
    return [...rest.slice(0, op.to), ...moving, ...rest.slice(op.to)];
  });
  const moved: IndexMap = (at) => {
    if (at >= op.from && at < op.from + op.count) return op.to + (at - op.from);
    const without = at < op.from ? at : at - op.count;
    return without >= op.to ? without + op.count : without;
  };
  const result = written({ site, op, copies, lists, moved });
  return {
    site: result.site,
    inverse: [{ ...op, from: op.to, to: op.from }, ...result.restorePlan, ...result.restoreRecords],
  };
}
