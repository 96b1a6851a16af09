/**
 * `npm run thumbnails`: renders `packages/sections/thumbnails/<kind>.webp`, each section kind with
 * its defaults in the template's theme on a 1440 px wide screen, framed at spec §9's thumbnail
 * ratio from the section's top (a footer's up to its bottom); what else the frame holds is faded.
 */

import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { componentCategory, SECTION_TYPES, type SectionType } from "@ilha/core";
import { buildSite } from "@ilha/publisher";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { startPreviewServer } from "../apps/server/src/cli/preview-server.ts";
import { launchBrowser } from "../e2e/support/browser.ts";
import { loadSite, TEMPLATE_DIR } from "../packages/publisher/src/test-support/template.ts";
import { SECTION_THUMBNAILS, THUMBNAIL_SIZE } from "../packages/sections/src/section-thumbnails.ts";
import { featuredId, pathOf, THUMBNAILS_DIR, thumbnailSite } from "./thumbnail-site.ts";

const VIEWPORT = { width: 1440, height: 900 };
/** The page's part a thumbnail shows: the viewport's width, at the thumbnail's ratio. */
const FRAME_HEIGHT = Math.round((VIEWPORT.width * THUMBNAIL_SIZE.height) / THUMBNAIL_SIZE.width);
/** What else the frame holds (the page a bar sits on) stays in the background. */
const FADED = "opacity: 0.28; filter: grayscale(1);";

/** The page's fonts ready and its shown images decoded, so every run shoots the same pixels. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images].filter(
      (image) => image.loading !== "lazy" || image.getBoundingClientRect().top < window.innerHeight,
    );
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
}

/**
 * Tidies the frame's edges (page coordinates `top` and `bottom`): a text the bottom edge cuts
 * keeps its whole lines, and a button, icon or other small thing an edge cuts is hidden, so no
 * half line or half button shows; pictures, cards and fields stay, cut as any crop cuts them.
 * (No named inner functions: the bundler would wrap them in a helper the page lacks.)
 */
function tidyEdges({ top, bottom }: { top: number; bottom: number }): void {
  /** Taller than a line or a button: a card, a picture or a field. */
  const SMALL = 64;
  /** Room under a kept line for its underline and descenders. */
  const MARGIN = 8;
  for (const element of document.querySelectorAll<HTMLElement | SVGElement>("body *")) {
    const box = element.getBoundingClientRect();
    const [from, to] = [box.top + window.scrollY, box.bottom + window.scrollY];
    const isCut = (from < top && to > top) || (from < bottom && to > bottom - MARGIN);
    if (!isCut || element.querySelector("img") !== null) continue;
    const style = getComputedStyle(element);
    const isPainted =
      style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
      style.boxShadow !== "none" ||
      Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth) > 0;
    const hasOwnText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
    );
    if (hasOwnText && !isPainted && from >= top) {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = [...range.getClientRects()].map((rect) => rect.bottom + window.scrollY);
      const shown = lines.filter((line) => line <= bottom - MARGIN);
      if (shown.length === lines.length) continue;
      if (shown.length > 0) {
        element.style.clipPath = `inset(0 0 ${to - Math.max(...shown)}px 0)`;
        continue;
      }
    }
    const hasText = (element.textContent ?? "").trim() !== "";
    const isSmall = box.height <= SMALL && (isPainted || !hasText);
    if (hasOwnText || isSmall || element instanceof SVGSVGElement) {
      element.style.visibility = "hidden";
    }
  }
}

/** The frame from the section's top, or a footer's frame up to its bottom (the page's end). */
async function frameOf(page: Page, type: SectionType) {
  const isFooter = componentCategory({ type }) === "footer";
  const box = await page.locator(`#${featuredId(type)}`).boundingBox();
  if (box === null) throw new Error(`${page.url()}: the section is not shown`);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const top = isFooter ? box.y + box.height - FRAME_HEIGHT : box.y;
  const y = Math.max(0, Math.min(top, pageHeight - FRAME_HEIGHT));
  return { x: 0, y, width: VIEWPORT.width, height: FRAME_HEIGHT };
}

async function shoot({ page, url, type }: { page: Page; url: string; type: SectionType }) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.addStyleTag({ content: `[data-section]:not(#${featuredId(type)}) { ${FADED} }` });
  await settle(page);
  const clip = await frameOf(page, type);
  await page.evaluate(tidyEdges, { top: clip.y, bottom: clip.y + clip.height });
  const shot = await page.screenshot({ clip, fullPage: true, animations: "disabled" });
  const file = fileURLToPath(SECTION_THUMBNAILS[type]);
  const info = await sharp(shot)
    .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: "cover", position: "top" })
    .webp({ quality: 82, effort: 6 })
    .toFile(file);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}

// A preview build without consent banner or messengers, never scrolled: no disclaimer, chat,
// banner or back-to-top button covers a section.
const site = await thumbnailSite(await loadSite());
const outDir = await mkdtemp(join(tmpdir(), "ilha-thumbnails-"));
await buildSite(site, { outDir, assetsDir: TEMPLATE_DIR, isPreview: true });
const { server, url } = await startPreviewServer({ dir: outDir, port: 0, host: "127.0.0.1" });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: "reduce" });
  const page = await context.newPage();
  await mkdir(THUMBNAILS_DIR, { recursive: true });
  for (const type of SECTION_TYPES) {
    await shoot({ page, url: new URL(`.${pathOf(type)}`, url).href, type });
  }
} finally {
  await browser.close();
  await closeServer(server);
  await rm(outDir, { recursive: true, force: true });
}
