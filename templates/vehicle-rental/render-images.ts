import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ImageSet,
  type ImageSizeName,
  type ImageVariant,
  LIMITS,
  validateSite,
} from "@ilha/core";
import type { Sharp } from "sharp";
import sharp from "sharp";
import { RATE_LANGUAGES, tariffsSvg } from "./tariffs-svg.ts";

type FaviconSet = { svg: string; png32: string; png180: string };
type Manifest = Record<string, ImageSet | ImageVariant | FaviconSet>;

const templateDir = fileURLToPath(new URL(".", import.meta.url));
const sourceDir = join(templateDir, "illustrations");
const outputDir = join(templateDir, "images");
const specialNames = new Set(["favicon", "social"]);

async function rasterise(svg: Buffer, width: number): Promise<Sharp> {
  const { width: viewWidth = width } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * width) / viewWidth }).resize({ width });
}

async function renderWebp({
  name,
  svg,
  width,
}: {
  name: string;
  svg: Buffer;
  width: number;
}): Promise<ImageVariant> {
  const file = `${name}-${width}.webp`;
  const image = await rasterise(svg, width);
  const info = await image.webp({ quality: 80, effort: 6 }).toFile(join(outputDir, file));
  return { url: `/images/${file}`, width: info.width, height: info.height };
}

async function renderPng({
  svg,
  size,
  file,
}: {
  svg: Buffer;
  size: number;
  file: string;
}): Promise<string> {
  const image = await rasterise(svg, size);
  await image
    .resize({ width: size, height: size })
    .png({ compressionLevel: 9 })
    .toFile(join(outputDir, file));
  return `/images/${file}`;
}

/** One WebP per image-set size, at the widths of `LIMITS.sizes.imageSetWidths`. */
async function renderImageSet(name: string, svg: Buffer): Promise<ImageSet> {
  const set: ImageSet = {};
  const sizes = Object.entries(LIMITS.sizes.imageSetWidths) as [ImageSizeName, number][];
  for (const [size, width] of sizes) set[size] = await renderWebp({ name, svg, width });
  return set;
}

/** Draws the /tarifas rate card of each language from the site's own prices (`tariffs-{code}.svg`). */
async function writeRateCards(): Promise<void> {
  const checked = validateSite(JSON.parse(await readFile(join(templateDir, "site.json"), "utf8")));
  if (!checked.ok) throw new Error(`The template is invalid: ${JSON.stringify(checked.problems)}`);
  const site = checked.site;
  for (const language of RATE_LANGUAGES) {
    await writeFile(join(sourceDir, `tariffs-${language}.svg`), tariffsSvg(site, language));
  }
}

/** Renders every illustration into `images/` and writes `images/manifest.json`. */
async function renderAll(): Promise<Manifest> {
  await writeRateCards();
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  const names = (await readdir(sourceDir))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length))
    .sort();
  const read = (name: string): Promise<Buffer> => readFile(join(sourceDir, `${name}.svg`));
  const manifest: Manifest = {};
  for (const name of names.filter((n) => !specialNames.has(n))) {
    manifest[name] = await renderImageSet(name, await read(name));
  }

  const social = await rasterise(await read("social"), 1200);
  const socialInfo = await social
    .resize({ width: 1200, height: 630 })
    .webp({ quality: 80, effort: 6 })
    .toFile(join(outputDir, "social-1200.webp"));
  manifest.social = {
    url: "/images/social-1200.webp",
    width: socialInfo.width,
    height: socialInfo.height,
  };

  const favicon = await read("favicon");
  await copyFile(join(sourceDir, "favicon.svg"), join(outputDir, "favicon.svg"));
  manifest.favicon = {
    svg: "/images/favicon.svg",
    png32: await renderPng({ svg: favicon, size: 32, file: "favicon-32.png" }),
    png180: await renderPng({ svg: favicon, size: 180, file: "favicon-180.png" }),
  };

  const sorted: Manifest = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  await writeFile(join(outputDir, "manifest.json"), `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
}

await renderAll();
