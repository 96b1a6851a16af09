import { describe, expect, it } from "vitest";
import { SECTION_FIELDS, SECTION_DATA } from "../schema/section-kinds.ts";
import { SECTION_TYPES } from "../section-catalogue.ts";
import { type Field, type Fields, isFieldMap } from "./field.ts";
import { fieldAt } from "./field-at.ts";

type Path = (string | number)[];

/** Data every rule of `fields` accepts: texts filled, lists at their smallest non-empty size. */
function validData(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, field]) => [key, validValue(field)] as const)
      .filter(([, value]) => value !== undefined),
  );
}

function validValue(field: Field | Fields): unknown {
  if (isFieldMap(field)) return validData(field);
  switch (field.kind) {
    case "text":
      return "x";
    case "enum":
      return field.options[0];
    case "number":
      return field.min;
    case "boolean":
      return false;
    case "group":
      return validData(field.fields);
    case "list": {
      const size = Math.max(field.count.min, field.count.step ?? 1);
      return Array.from({ length: size }, () => validValue(field.item));
    }
    default:
      return undefined;
  }
}

/** Every text field of `fields` with its path in `validData(fields)`. */
function textPaths(fields: Fields, at: Path = []): { path: Path; max: number }[] {
  return Object.entries(fields).flatMap(([key, field]) => textPathsOf(field, [...at, key]));
}

function textPathsOf(field: Field | Fields, path: Path): { path: Path; max: number }[] {
  if (isFieldMap(field)) return textPaths(field, path);
  if (field.kind === "text") return [{ path, max: field.max }];
  if (field.kind === "group") return textPaths(field.fields, path);
  if (field.kind === "list") return textPathsOf(field.item, [...path, 0]);
  return [];
}

function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(data)) {
    return data.map((item, index) => (index === head ? setAt(item, rest, value) : item));
  }
  const object = data as Record<string, unknown>;
  return { ...object, [head]: setAt(object[head], rest, value) };
}

describe("section fields", () => {
  it.each(SECTION_TYPES)("make the %s data schema accept data that fills every rule", (type) => {
    const result = SECTION_DATA[type].safeParse(validData(SECTION_FIELDS[type]));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(SECTION_TYPES)("limit every text of %s where the schema does", (type) => {
    const fields: Fields = SECTION_FIELDS[type];
    const data = validData(fields);
    const texts = textPaths(fields);
    expect(texts.length).toBeGreaterThan(0);
    for (const { path, max } of texts) {
      expect(fieldAt(fields, path)).toMatchObject({ kind: "text", max });
      const atMax = SECTION_DATA[type].safeParse(setAt(data, path, "a".repeat(max)));
      expect(atMax.success, `${path.join(".")} at ${max}`).toBe(true);
      const over = SECTION_DATA[type].safeParse(setAt(data, path, "a".repeat(max + 1)));
      expect(over.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [path, `At most ${max} characters`],
      ]);
    }
  });

  it("require spec §5's texts: the privacy title, the form's button, the plan price", () => {
    for (const [type, path] of [
      ["privacy-policy", ["title"]],
      ["contact-form", ["buttonText"]],
      ["pricing", ["plans", 0, "labelTitle"]],
    ] as const) {
      const data = setAt(validData(SECTION_FIELDS[type]), [...path], " ");
      const issues = SECTION_DATA[type].safeParse(data).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
        [[...path], "This field is required"],
      ]);
    }
  });

  it("require each of spec §5's pairs while the other is empty", () => {
    const pairs = [
      ["pricing", [], "title", "paragraph"],
      ["long-text", [], "title", "subtitle"],
      ["long-text", ["content", 0], "title", "paragraph"],
      ["titled-blocks", ["blocks", 0], "title", "paragraph"],
      ["privacy-policy", ["blocks", 0], "title", "paragraph"],
    ] as const;
    for (const [type, at, first, second] of pairs) {
      const schema = SECTION_DATA[type];
      const data = validData(SECTION_FIELDS[type]);
      const onlySecond = setAt(data, [...at, first], "");
      expect(schema.safeParse(onlySecond).success, `${type} ${second} alone`).toBe(true);
      const onlyFirst = setAt(data, [...at, second], "");
      expect(schema.safeParse(onlyFirst).success, `${type} ${first} alone`).toBe(true);
      const neither = setAt(onlyFirst, [...at, first], "");
      const issues = schema.safeParse(neither).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
        [[...at, first], "This field is required"],
        [[...at, second], "This field is required"],
      ]);
    }
  });

  it("keep the gallery in groups of 4 and every list within its count", () => {
    const gallery = validData(SECTION_FIELDS.gallery);
    const images = gallery.images as unknown[];
    expect(images).toHaveLength(4);
    const five = { ...gallery, images: [...images, images[0]] };
    expect(SECTION_DATA.gallery.safeParse(five).error?.issues[0]?.message).toBe(
      "Gallery images come in groups of 4",
    );
    const hero = validData(SECTION_FIELDS["hero-header"]);
    const button = { buttonText: "Go", buttonUrl: "/", type: "primary" };
    const three = { ...hero, buttons: [button, button, button] };
    expect(SECTION_DATA["hero-header"].safeParse(three).error?.issues[0]?.message).toBe(
      "At most 2 items",
    );
  });

  it("finds no field for a path that leaves the fields", () => {
    const fields: Fields = SECTION_FIELDS.pricing;
    expect(fieldAt(fields, ["plans", 1, "options", 3])).toMatchObject({ kind: "text", max: 80 });
    expect(fieldAt(fields, ["plans", "x"])).toBeUndefined();
    expect(fieldAt(fields, ["__proto__"])).toBeUndefined();
    expect(fieldAt(fields, ["title", 0])).toBeUndefined();
    expect(fieldAt(fields, ["plans", -1, "labelTitle"])).toBeUndefined();
  });
});
