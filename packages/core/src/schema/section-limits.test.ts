import { describe, expect, it } from "vitest";
import { SECTION_TYPES, type SectionType } from "../section-catalogue.ts";
import { formatPath } from "../validate-site.ts";
import { component } from "./component.ts";

type Data = Record<string, unknown>;
const socials = (count: number) =>
  Array.from({ length: count }, () => ({ icon: "facebook", socialUrl: "https://facebook.com/x" }));

/** The least data each section kind accepts. */
const MINIMAL: Record<SectionType, () => Data> = {
  "hero-header": () => ({ title: "T" }),
  "navbar-header": () => ({}),
  posts: () => ({ posts: [{ title: "P" }] }),
  "map-contact": () => ({}),
  footer: () => ({ socials: socials(3) }),
  pricing: () => ({
    title: "T",
    plans: [{ labelTitle: "25 €", cardTitle: "Basic", options: ["o"] }],
  }),
  "long-text": () => ({ title: "T", content: [{ paragraph: "p" }] }),
  gallery: () => ({ images: [] }),
  "titled-blocks": () => ({ blocks: [{ title: "b", list: ["i"] }] }),
  "privacy-policy": () => ({ title: "T", blocks: [{ title: "b" }] }),
  "contact-form": () => ({
    buttonText: "Send",
    placeholders: { name: "", email: "", message: "" },
  }),
  features: () => ({
    blocks: [{ title: "b" }],
    features: [[{ badgeText: "x", paragraph: "p" }]],
  }),
  cta: () => ({ title: "T" }),
  portfolio: () => ({ image: { imgUrl: "/images/tariffs-768.webp" } }),
};

function setAt(target: Data, path: (string | number)[], value: unknown): void {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  (node as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
}

function issues(type: SectionType, data: Data) {
  const result = component.safeParse({ id: "c", type, data });
  return result.success ? [] : result.error.issues.map((issue) => formatPath(issue.path));
}

describe("section schemas", () => {
  it.each(SECTION_TYPES)("accept minimal %s data", (type) => {
    expect(issues(type, MINIMAL[type]())).toEqual([]);
  });

  /** Spec §9 text maxima, written out here so a change to LIMITS shows. */
  const TEXT_MAXIMA: [SectionType, (string | number)[], number][] = [
    ["hero-header", ["title"], 30],
    ["hero-header", ["paragraph"], 500],
    ["posts", ["title"], 120],
    ["posts", ["paragraph"], 1500],
    ["posts", ["posts", 0, "title"], 65],
    ["posts", ["posts", 0, "paragraph"], 650],
    ["map-contact", ["title"], 120],
    ["map-contact", ["paragraph"], 1500],
    ["map-contact", ["location"], 80],
    ["map-contact", ["phone"], 80],
    ["map-contact", ["email"], 80],
    ["map-contact", ["name"], 80],
    ["pricing", ["title"], 120],
    ["pricing", ["paragraph"], 500],
    ["pricing", ["plans", 0, "labelTitle"], 15],
    ["pricing", ["plans", 0, "labelParagraph"], 30],
    ["pricing", ["plans", 0, "options", 0], 80],
    ["pricing", ["plans", 0, "cardTitle"], 50],
    ["long-text", ["title"], 100],
    ["long-text", ["subtitle"], 200],
    ["long-text", ["content", 0, "title"], 200],
    ["long-text", ["content", 0, "paragraph"], 2000],
    ["gallery", ["title"], 30],
    ["gallery", ["paragraph"], 300],
    ["titled-blocks", ["title"], 70],
    ["titled-blocks", ["additionalBlockParagraph"], 200],
    ["titled-blocks", ["blocks", 0, "title"], 200],
    ["titled-blocks", ["blocks", 0, "paragraph"], 2000],
    ["titled-blocks", ["blocks", 0, "list", 0], 2000],
    ["contact-form", ["title"], 120],
    ["contact-form", ["paragraph"], 1500],
    ["features", ["title"], 100],
    ["features", ["blocks", 0, "title"], 30],
    ["features", ["blocks", 0, "paragraph1"], 100],
    ["features", ["blocks", 0, "paragraph2"], 100],
    ["features", ["subTitle"], 120],
    ["features", ["paragraph"], 1500],
    ["features", ["features", 0, 0, "badgeText"], 30],
    ["features", ["features", 0, 0, "paragraph"], 500],
    ["features", ["ctaText"], 120],
  ];

  it.each(TEXT_MAXIMA)("%s %j holds %i characters and no more", (type, path, max) => {
    const atLimit = MINIMAL[type]();
    setAt(atLimit, path, "a".repeat(max));
    expect(issues(type, atLimit)).toEqual([]);
    const over = MINIMAL[type]();
    setAt(over, path, "a".repeat(max + 1));
    expect(issues(type, over)).toEqual([formatPath(["data", ...path])]);
  });

  /** Spec §9 counts: [kind, list path, an item, least, most]. */
  const COUNTS: [SectionType, string, unknown, number, number][] = [
    ["hero-header", "headerSocials", socials(1)[0], 0, 7],
    ["hero-header", "buttons", { buttonText: "Go", buttonUrl: "/" }, 0, 2],
    ["footer", "socials", socials(1)[0], 3, 7],
    ["pricing", "plans", { labelTitle: "1 €", cardTitle: "Gold" }, 1, 6],
    ["long-text", "content", { title: "t" }, 1, 15],
    ["titled-blocks", "blocks", { title: "t" }, 1, 15],
    ["features", "blocks", { title: "t" }, 0, 6],
  ];

  it.each(COUNTS)("%s %s holds %o items from %i to %i", (type, key, item, min, max) => {
    const sized = (count: number) => ({ ...MINIMAL[type](), [key]: Array(count).fill(item) });
    expect(issues(type, sized(min))).toEqual([]);
    expect(issues(type, sized(max))).toEqual([]);
    expect(issues(type, sized(max + 1))).toEqual([`data.${key}`]);
    if (min > 0) expect(issues(type, sized(min - 1))).toEqual([`data.${key}`]);
  });

  it("holds 0 to 10 pricing options and list items", () => {
    const pricing = MINIMAL.pricing();
    setAt(pricing, ["plans", 0, "options"], Array(11).fill("o"));
    expect(issues("pricing", pricing)).toEqual(["data.plans[0].options"]);
    const blocks = MINIMAL["titled-blocks"]();
    setAt(blocks, ["blocks", 0, "list"], Array(11).fill("i"));
    expect(issues("titled-blocks", blocks)).toEqual(["data.blocks[0].list"]);
  });

  it("holds 1 to 2 feature rows and needs a block or a row", () => {
    const row = [{ badgeText: "b" }];
    expect(issues("features", { features: [row, row] })).toEqual([]);
    expect(issues("features", { features: [row, row, row] })).toEqual(["data.features"]);
    expect(issues("features", {})).toEqual(["data.blocks"]);
  });

  it("takes gallery images in groups of 4", () => {
    const image = { imgUrl: "/images/partner-hotel-1-768.webp", alt: "Hotel" };
    expect(issues("gallery", { images: Array(8).fill(image) })).toEqual([]);
    expect(issues("gallery", { images: Array(5).fill(image) })).toEqual(["data.images"]);
  });

  it("requires pricing title or paragraph, and a label title on every plan", () => {
    const pricing = { plans: [{ labelTitle: "", cardTitle: "Basic" }] };
    expect(issues("pricing", pricing)).toEqual([
      "data.title",
      "data.paragraph",
      "data.plans[0].labelTitle",
    ]);
    expect(
      issues("pricing", {
        ...pricing,
        paragraph: "Per day",
        plans: [{ labelTitle: "1", cardTitle: "B" }],
      }),
    ).toEqual([]);
  });

  it("keeps the highlighted plan among the plans", () => {
    expect(issues("pricing", { ...MINIMAL.pricing(), primaryPlanIdx: 1 })).toEqual([
      "data.primaryPlanIdx",
    ]);
  });

  it("embeds maps only from the maps service", () => {
    expect(issues("map-contact", { mapSrc: "https://evil.example/embed" })).toEqual([
      "data.mapSrc",
    ]);
    expect(issues("map-contact", { mapSrc: "https://www.google.com/maps/embed?pb=1" })).toEqual([]);
  });
});
