import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Site, siteProblems, siteRoutes, translationStatus, validateSite } from "@ilha/core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LANGUAGES, tariffsSvg } from "./tariffs-svg.ts";

const here = import.meta.dirname;
let site: Site;

beforeAll(async () => {
  const result = validateSite(JSON.parse(await readFile(join(here, "site.json"), "utf8")));
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  site = result.site;
});

type Found = { path: string; value: unknown };

/** Every value in the document with its path, depth first. */
function walk(value: unknown, path = ""): Found[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => walk(item, `${path}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      walk(item, path ? `${path}.${key}` : key),
    );
  }
  return [{ path, value }];
}

function componentsOf(language: string, pagePath: string) {
  const page = site.content[language]?.pages.find((item) => item.path === pagePath);
  if (page === undefined) throw new Error(`${language} ${pagePath} exists`);
  return page.components;
}

function texts(language: string, pagePath: string): string {
  return walk(componentsOf(language, pagePath))
    .map((found) => found.value)
    .filter((value): value is string => typeof value === "string")
    .join("\n");
}

/** The first euro amount in a text, as "25 €" (Portuguese) or "€25" / "€1,000" (English). */
function euros(text: string): string | undefined {
  const match = /(?:€\s?([\d,.]+))|(?:([\d,.]+)\s?€)/.exec(text);
  return (match?.[1] ?? match?.[2])?.replace(/[,.]/g, "");
}

const PAGES = [
  "/",
  "/pricing",
  "/termos",
  "/parceiros",
  "/politicadeprivacidade",
  "/booking",
  "/tarifas",
  "/motas",
];

describe("the vehicle-rental template", () => {
  it("is a free bilingual site, Portuguese primary and English secondary", () => {
    expect(site.plan).toBe("free");
    expect(site.languages.map((entry) => [entry.lang.code, entry.isPrimary, entry.status])).toEqual(
      [
        ["pt", true, "active"],
        ["en", false, "active"],
      ],
    );
  });

  it("has nothing to fix before publishing: its English names and addresses are kept as is", () => {
    expect(siteProblems(site)).toEqual([]);
    expect(translationStatus(site, "en").share).toBe(1);
    const kept = Object.keys(site.translations?.en ?? {});
    expect(kept).toContain("/#contact:location");
    expect(kept).toContain("/pricing#group-a:plans.2.cardTitle");
  });

  it("has the eight routes in both languages", () => {
    const routes = siteRoutes(site).map((route) => `${route.language} ${route.url}`);
    expect(routes).toEqual([
      ...PAGES.map((path) => `pt ${path === "/" ? "/" : `${path}/`}`),
      ...PAGES.map((path) => `en /en${path === "/" ? "/" : `${path}/`}`),
    ]);
  });

  it("links the six header links in order and a home link in the footer", () => {
    for (const language of ["pt", "en"]) {
      const content = site.content[language];
      expect(content?.headerLinks.map((link) => link.link)).toEqual([
        "/booking",
        "/pricing",
        "/termos",
        "/parceiros",
        "/tarifas",
        "/motas",
      ]);
      expect(content?.footerLinks.map((link) => link.link)).toContain("/");
    }
  });

  it("builds the home page from the header, three vehicle cards, four fleet posts, contact and footer", () => {
    for (const language of ["pt", "en"]) {
      const components = componentsOf(language, "/");
      expect(components.map((item) => item.type)).toEqual([
        "hero-header",
        "features",
        "posts",
        "posts",
        "posts",
        "posts",
        "map-contact",
        "footer",
      ]);
      const [hero, features] = components;
      expect(hero?.type === "hero-header" && hero.data.buttons.length).toBe(1);
      expect(hero?.type === "hero-header" && hero.data.headerSocials.length).toBeGreaterThan(0);
      expect(features?.type === "features" && features.data.features[0]?.length).toBe(3);
      expect(features?.type === "features" && features.data.buttonUrl).toBe("/pricing");
      const fleet = texts(language, "/");
      for (const group of ["S1", "S2", "S3", "A", "B", "C", "D"])
        expect(fleet).toMatch(new RegExp(`\\b${group}\\b`));
    }
  });

  it("prices the car groups exactly: Basic/Silver/Gold per day and the deductibles", () => {
    const expected: Record<string, string[]> = {
      A: ["25", "45", "65"],
      B: ["30", "50", "70"],
      C: ["40", "60", "80"],
      D: ["40", "60", "80"],
    };
    for (const language of ["pt", "en"]) {
      const pricing = componentsOf(language, "/pricing").filter((item) => item.type === "pricing");
      expect(pricing).toHaveLength(4);
      pricing.forEach((section, index) => {
        if (section.type !== "pricing") return;
        const group = ["A", "B", "C", "D"][index] ?? "";
        expect(section.data.title).toMatch(new RegExp(`\\b${group}\\b`));
        expect(section.data.plans.map((plan) => plan.cardTitle)).toEqual([
          "Basic",
          "Silver",
          "Gold",
        ]);
        expect(section.data.plans.map((plan) => euros(plan.labelTitle))).toEqual(expected[group]);
        const deductibles = section.data.plans.map((plan) =>
          euros(plan.options.find((option) => /franquia|deductible/i.test(option)) ?? ""),
        );
        expect(deductibles).toEqual(["1000", "600", "300"]);
      });
    }
  });

  it("prices scooters at 10, 10 and 20 a day with a 400 deposit", () => {
    for (const language of ["pt", "en"]) {
      const [section] = componentsOf(language, "/motas").filter((item) => item.type === "pricing");
      if (section?.type !== "pricing") throw new Error("/motas has a pricing section");
      expect(section.data.plans.map((plan) => euros(plan.labelTitle))).toEqual(["10", "10", "20"]);
      for (const plan of section.data.plans) {
        expect(plan.options.join(" ")).toMatch(/400 €|€400/);
        expect(plan.buttonUrl).toBe("/booking");
      }
    }
  });

  it("states twenty numbered rental clauses, with the 24-hour, late-return and early-return terms", () => {
    for (const language of ["pt", "en"]) {
      const clauses = componentsOf(language, "/termos").flatMap((item) =>
        item.type === "long-text" ? item.data.content : [],
      );
      expect(clauses.map((clause) => clause.title.match(/^(\d+)\./)?.[1])).toEqual(
        Array.from({ length: 20 }, (_, index) => String(index + 1)),
      );
      const clause = (title: RegExp) => clauses.find((item) => title.test(item.title))?.paragraph;
      expect(clause(/Acidentes|Accidents/)).toMatch(/no prazo de 24 horas|within 24 hours/);
      expect(clause(/Devolução tardia|Late return/)).toMatch(
        /tarifa diária mais alta do tipo de veículo|highest daily tariff for that type of vehicle/,
      );
      expect(clause(/Devolução antecipada|Early return/)).toMatch(
        /não dá direito a qualquer reembolso|does not entitle the customer to any refund/,
      );
    }
  });

  it("books through a contact form with opening hours 09:00 to 18:00", () => {
    for (const language of ["pt", "en"]) {
      const [form] = componentsOf(language, "/booking").filter(
        (item) => item.type === "contact-form",
      );
      if (form?.type !== "contact-form") throw new Error("/booking has a contact form");
      expect(Object.values(form.data.placeholders).every((text) => text !== "")).toBe(true);
      expect(form.data.buttonText).not.toBe("");
      expect(texts(language, "/booking")).toMatch(/09:00\s*[–-]\s*18:00/);
    }
  });

  it("shows partners with galleries, the privacy policy in titled blocks and the tariff image", () => {
    for (const language of ["pt", "en"]) {
      const galleries = componentsOf(language, "/parceiros").filter(
        (item) => item.type === "gallery",
      );
      expect(galleries.length).toBeGreaterThanOrEqual(2);
      const privacy = componentsOf(language, "/politicadeprivacidade").find(
        (item) => item.type === "privacy-policy",
      );
      expect(
        privacy?.type === "privacy-policy" && privacy.data.blocks.length,
      ).toBeGreaterThanOrEqual(6);
      const tariffs = componentsOf(language, "/tarifas").find((item) => item.type === "portfolio");
      expect(tariffs?.type === "portfolio" && tariffs.data.image.imgUrl).toMatch(/tariffs/);
    }
  });

  it("chats on WhatsApp from the right and asks consent with an Accept button", () => {
    for (const language of ["pt", "en"]) {
      const content = site.content[language];
      expect(content?.messengers?.settings.alignment).toBe("right");
      expect(
        content?.messengers?.data.filter((item) => item.isActive).map((item) => item.name),
      ).toEqual(["whatsapp"]);
      const consent = content?.consent;
      expect(consent?.consentText).not.toBe("");
      expect(consent?.acceptBtn.isVisible).toBe(true);
    }
  });

  it("uses only its own images, each present at its declared size", async () => {
    const images = walk(site)
      .filter(
        (found) =>
          typeof found.value === "string" && /\.(webp|png|svg)$/.test(found.value as string),
      )
      .map((found) => found.value as string);
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) expect(image).toMatch(/^\/images\/[a-z0-9-]+\.(webp|png|svg)$/);
    const variants = walk(site).filter((found) =>
      /\.(small|medium|large|xlarge)\.url$/.test(found.path),
    );
    expect(variants.length).toBeGreaterThan(40);
    const checked = new Map<string, { width?: number; height?: number }>();
    for (const variant of variants) {
      const base = variant.path.slice(0, -".url".length);
      const declared = walk(site).filter(
        (found) => found.path === `${base}.width` || found.path === `${base}.height`,
      );
      const file = join(here, variant.value as string);
      const metadata = checked.get(file) ?? (await sharp(file).metadata());
      checked.set(file, metadata);
      expect([metadata.width, metadata.height], file).toEqual(declared.map((found) => found.value));
    }
    for (const image of new Set(images))
      await expect(readFile(join(here, image))).resolves.toBeDefined();
  });
});

describe("the /tarifas rate card", () => {
  const svgOf = (language: string) =>
    readFile(join(here, "illustrations", `tariffs-${language}.svg`), "utf8");

  it("is drawn from the site's own prices: the checked-in card of each language is tariffsSvg's", async () => {
    for (const language of RATE_LANGUAGES) {
      expect(await svgOf(language)).toBe(tariffsSvg(site, language));
    }
  });

  it("shows each language its own card", () => {
    const urls = ["pt", "en"].map((language) => {
      const card = componentsOf(language, "/tarifas").find((item) => item.type === "portfolio");
      return card?.type === "portfolio" ? card.data.image.imgUrl : undefined;
    });
    expect(urls).toEqual(["/images/tariffs-pt-768.webp", "/images/tariffs-en-768.webp"]);
  });

  it.each([
    [
      "pt",
      "Franquia",
      ["Grupo A", "Grupo B", "Grupo C", "Grupo D"],
      "Caução 400 €",
      "Scooters e motas",
    ],
    [
      "en",
      "Deductible",
      ["Group A", "Group B", "Group C", "Group D"],
      "Deposit €400",
      "Scooters and motorbikes",
    ],
  ])(
    "labels in %s the car groups A–D by Basic, Silver and Gold with deductibles, and the scooters with their deposit",
    async (language, deductible, groups, deposit, scooters) => {
      const svg = await svgOf(language);
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      for (const name of [...groups, "Basic", "Silver", "Gold", deductible, deposit, scooters]) {
        expect(texts, name).toContain(name);
      }
      const carsAt = texts.findIndex((text) => /Cars|Automóveis/.test(text ?? ""));
      const scootersAt = texts.indexOf(scooters);
      expect(texts.indexOf("Gold")).toBeLessThan(scootersAt);
      expect(texts.slice(scootersAt).some((text) => /S1 —/.test(text ?? ""))).toBe(true);
      expect(texts.slice(carsAt, scootersAt).some((text) => /S1 —/.test(text ?? ""))).toBe(false);
      for (const section of componentsOf(language, "/pricing")) {
        if (section.type !== "pricing") continue;
        for (const plan of section.data.plans) {
          expect(texts).toContain(plan.labelTitle);
          const amount = plan.options[0]?.replace(/Franquia|Deductible/, "").trim();
          expect(texts).toContain(amount);
        }
      }
    },
  );
});
