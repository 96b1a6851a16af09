import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Component,
  componentCategory,
  type ImageSet,
  SECTION_TYPES,
  type SectionType,
  type Site,
  validateSite,
} from "@ilha/core";
import { TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";
import { CONFIGS } from "../packages/sections/src/configs.ts";

/** Where `npm run thumbnails` writes `<kind>.webp` (`SECTION_THUMBNAILS` points into it). */
export const THUMBNAILS_DIR = fileURLToPath(
  new URL("../packages/sections/thumbnails/", import.meta.url),
);

/** The id of each page's featured section: the kind the page's thumbnail shows. */
/** The id of the section a kind's thumbnail shows (section ids are unique within a site). */
export const featuredId = (type: SectionType) => `featured-${type}`;

/**
 * The section beside the featured one on its page: a bar (a navbar, a footer) is shorter than a
 * thumbnail's frame, so the frame shows it where it sits on a page, over or under this one.
 */
const NEIGHBOUR: SectionType = "features";

/**
 * The template's pictures that fill the empty image slots of the defaults, in this order: a new
 * section's slots are empty, and a gallery, a portfolio or a post without its pictures does not
 * read as one.
 */
const PICTURES = ["partner-hotel-4", "partner-tours-1", "partner-hotel-3", "hero"];

/** A small business's menu: few enough links that all of them fit in the bar. */
const HEADER_LINKS = [
  { text: "About", link: "/about" },
  { text: "Services", link: "/services" },
  { text: "Prices", link: "/prices" },
  { text: "Contact", link: "/contact" },
];

/** The address of the page holding one kind's thumbnail section. */
export const pathOf = (type: SectionType) => `/${type}`;

type Manifest = Record<string, ImageSet>;

async function templatePictures(): Promise<ImageSet[]> {
  const file = join(TEMPLATE_DIR, "images/manifest.json");
  const manifest = JSON.parse(await readFile(file, "utf8")) as Manifest;
  return PICTURES.map((name) => {
    const set = manifest[name];
    if (set === undefined) throw new Error(`${file} has no "${name}"`);
    return set;
  });
}

const IMAGE_KEYS = ["imgUrl", "imageUrl"];

/** `data` with every empty image slot (an empty `imgUrl` or `imageUrl`) given the next picture. */
export function withPictures(data: unknown, pictures: ImageSet[]): unknown {
  let next = 0;
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).map(([key, item]) => [key, fill(item)] as const);
    const filled = Object.fromEntries(entries);
    const slot = IMAGE_KEYS.find((key) => filled[key] === "");
    if (slot === undefined || pictures.length === 0) return filled;
    const set = pictures[next++ % pictures.length] as ImageSet;
    return { ...filled, [slot]: set.medium?.url ?? "", imgDimensions: set };
  };
  return fill(data);
}

function sectionOf({
  type,
  id,
  pictures,
}: {
  type: SectionType;
  id: string;
  pictures: ImageSet[];
}) {
  const data = withPictures(CONFIGS[type].defaults(), pictures);
  return { id, type, colorMode: "LIGHT", orientation: "LEFT", data } as Component;
}

/** One page's sections: the featured kind with its defaults, and its neighbour. */
function componentsOf(type: SectionType, pictures: ImageSet[]): Component[] {
  const featured = sectionOf({ type, id: featuredId(type), pictures });
  const neighbour = sectionOf({ type: NEIGHBOUR, id: `neighbour-${type}`, pictures });
  return componentCategory(featured) === "footer" ? [neighbour, featured] : [featured, neighbour];
}

/**
 * The template's theme and settings (fonts, palette, look) in English only, with one page per
 * section kind holding that kind with its defaults. No consent banner, no messengers: nothing
 * fixed covers a section.
 */
export async function thumbnailSite(template: Site): Promise<Site> {
  const english = template.content.en;
  const language = template.languages.find((entry) => entry.lang.code === "en");
  if (english === undefined || language === undefined) {
    throw new Error("The template has no English content");
  }
  const pictures = await templatePictures();
  const page = (path: string, title: string, components: Component[]) => ({
    path,
    meta: { title, keywords: "", description: "" },
    components,
  });
  const result = validateSite({
    ...template,
    name: "Your Business",
    languages: [{ ...language, isPrimary: true, order: 0 }],
    content: {
      en: {
        headerLinks: HEADER_LINKS,
        footerLinks: english.footerLinks,
        extraLinksLabel: english.extraLinksLabel,
        privacyPolicy: english.privacyPolicy,
        pages: [
          page("/", "Section thumbnails", []),
          ...SECTION_TYPES.map((type) =>
            page(pathOf(type), CONFIGS[type].label, componentsOf(type, pictures)),
          ),
        ],
      },
    },
  });
  if (!result.ok) {
    throw new Error(`The thumbnail site is invalid: ${JSON.stringify(result.problems)}`);
  }
  return result.site;
}
