import type { ComponentOf, PricingData, Site } from "@ilha/core";

/** The rate card's own words, per language; the prices come from the site's pricing pages. */
const WORDS = {
  pt: {
    title: "Tarifas",
    perDay: "Preços por dia, IVA incluído",
    cars: "Automóveis · grupos A a D",
    deductible: "Franquia",
    scooters: "Scooters e motas",
    deposit: "Caução",
  },
  en: {
    title: "Rates",
    perDay: "Prices per day, VAT included",
    cars: "Cars · groups A to D",
    deductible: "Deductible",
    scooters: "Scooters and motorbikes",
    deposit: "Deposit",
  },
} as const;

export type RateLanguage = keyof typeof WORDS;
export const RATE_LANGUAGES = Object.keys(WORDS) as RateLanguage[];

type Plan = PricingData["plans"][number];
type PricingSection = ComponentOf<"pricing">;

const WIDTH = 1080;
const HEIGHT = 1500;
const FONT = "DejaVu Sans, Arial, sans-serif";
const INK = "#12263A";
const PLAN_COLOURS = ["#0E5A8A", "#6B7C8C", "#C98418"];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function text(
  x: number,
  y: number,
  value: string,
  {
    size,
    weight = 700,
    fill = INK,
    anchor = "start",
  }: { size: number; weight?: number; fill?: string; anchor?: string },
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
}

function sectionsOf(site: Site, language: string, path: string): PricingSection[] {
  const page = site.content[language]?.pages.find((item) => item.path === path);
  return (page?.components ?? []).filter((item): item is PricingSection => item.type === "pricing");
}

/** "Grupo A — Fiat Panda ou similar" → ["Grupo A", "Fiat Panda ou similar"]. */
const splitTitle = (title: string) => {
  const [name = title, model = ""] = title.split(" — ");
  return { name, model };
};

/** The option naming a deductible or deposit ("Franquia 1000 €", "Deposit €400"). */
const amountIn = (plan: Plan, word: RegExp) =>
  plan.options
    .find((option) => word.test(option))
    ?.replace(word, "")
    .trim() ?? "";

/**
 * The /tarifas rate card of one language, drawn from the site's own /pricing and /motas pages so
 * it always agrees with them: the car groups A–D by plan (Basic, Silver, Gold) with each plan's
 * deductible, then the scooter plans with their deposit, each labelled for what it is.
 */
export function tariffsSvg(site: Site, language: RateLanguage): string {
  const words = WORDS[language];
  const cars = sectionsOf(site, language, "/pricing");
  const [scooters] = sectionsOf(site, language, "/motas");
  const plans = cars[0]?.data.plans ?? [];
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#F4E9D8"/>`,
    `<rect width="${WIDTH}" height="180" fill="${INK}"/>`,
    text(60, 105, words.title, { size: 72, fill: "#FFFFFF" }),
    text(60, 150, words.perDay, { size: 32, weight: 400, fill: "#BFE3E6" }),
    `<rect x="40" y="210" width="${WIDTH - 80}" height="760" rx="24" fill="#FFFFFF"/>`,
    text(70, 275, words.cars, { size: 44 }),
    text(80, 407, words.deductible, { size: 28, weight: 400, fill: "#4A5866" }),
  ];
  const columnX = (index: number) => 500 + index * 190;
  plans.forEach((plan, index) => {
    const x = columnX(index);
    parts.push(
      `<rect x="${x - 85}" y="305" width="170" height="64" rx="32" fill="${PLAN_COLOURS[index] ?? INK}"/>`,
      text(x, 349, plan.cardTitle, { size: 34, fill: "#FFFFFF", anchor: "middle" }),
      text(x, 407, amountIn(plan, /franquia|deductible/i), {
        size: 28,
        weight: 400,
        anchor: "middle",
      }),
    );
  });
  cars.forEach((section, row) => {
    const y = 490 + row * 120;
    const { name, model } = splitTitle(section.data.title);
    parts.push(
      `<rect x="60" y="${y - 62}" width="${WIDTH - 120}" height="104" rx="14" fill="${row % 2 === 0 ? "#F8F1E4" : "#FFFFFF"}"/>`,
      text(80, y - 8, name, { size: 40 }),
      text(80, y + 28, model, { size: 24, weight: 400, fill: "#4A5866" }),
      ...section.data.plans.map((plan, index) =>
        text(columnX(index), y + 8, plan.labelTitle, { size: 42, anchor: "middle" }),
      ),
    );
  });
  const scooterPlans = scooters?.data.plans ?? [];
  const deposit = scooterPlans[0] === undefined ? "" : amountIn(scooterPlans[0], /caução|deposit/i);
  parts.push(
    `<rect x="40" y="1000" width="${WIDTH - 80}" height="460" rx="24" fill="#FFFFFF"/>`,
    text(70, 1065, scooters?.data.title ?? words.scooters, { size: 44 }),
    `<rect x="${WIDTH - 380}" y="1025" width="320" height="58" rx="29" fill="#C8553D"/>`,
    text(WIDTH - 220, 1065, `${words.deposit} ${deposit}`, {
      size: 30,
      fill: "#FFFFFF",
      anchor: "middle",
    }),
  );
  scooterPlans.forEach((plan, row) => {
    const y = 1160 + row * 105;
    const details = plan.options.filter((option) => !/caução|deposit/i.test(option)).slice(0, 3);
    parts.push(
      `<rect x="60" y="${y - 58}" width="${WIDTH - 120}" height="92" rx="14" fill="${row % 2 === 0 ? "#F8F1E4" : "#FFFFFF"}"/>`,
      text(80, y - 10, plan.cardTitle, { size: 34 }),
      text(80, y + 22, details.join(" · "), { size: 22, weight: 400, fill: "#4A5866" }),
      text(WIDTH - 90, y + 4, plan.labelTitle, { size: 42, anchor: "end" }),
    );
  });
  const title = `${words.title}: ${words.cars}; ${words.scooters}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    ...parts,
    "</svg>",
    "",
  ].join("\n");
}
