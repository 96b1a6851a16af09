import { mkdtemp } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ColorMode, Component, Site } from "@ilha/core";
import { buildSite } from "@ilha/publisher";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startPreviewServer } from "../../apps/server/src/cli/preview-server.ts";
import { loadSite, TEMPLATE_DIR } from "../../packages/publisher/src/test-support/template.ts";
import { suiteBrowser } from "./suite-browser.ts";

export type ServedSite = { site: Site; url: string; close: () => Promise<void> };

/** The site with `change` applied to every section of every page of every language. */
export function withEverySection(site: Site, change: (component: Component) => Component): Site {
  const content = Object.fromEntries(
    Object.entries(site.content).map(([code, value]) => [
      code,
      {
        ...value,
        pages: value.pages.map((page) => ({
          ...page,
          components: page.components.map(change),
        })),
      },
    ]),
  );
  return { ...site, content };
}

/** The template with every section in one colour mode. */
export function inColorMode(site: Site, colorMode: ColorMode): Site {
  const changed = withEverySection(site, (item) => ({ ...item, colorMode }));
  return { ...changed, theme: { ...site.theme, colorMode } };
}

/** Builds a site (the template by default) and serves it on a free loopback port. */
export async function serveSite({
  change = (site) => site,
  base,
  isPreview,
}: {
  change?: (site: Site) => Site;
  base?: string;
  /** A preview build (no disclaimer; the chat card stays open on outside clicks). */
  isPreview?: boolean;
} = {}): Promise<ServedSite> {
  const site = change(await loadSite());
  const outDir = await mkdtemp(join(tmpdir(), "ilha-e2e-"));
  await buildSite(site, {
    outDir,
    assetsDir: TEMPLATE_DIR,
    base,
    origin: "http://127.0.0.1",
    isPreview,
  });
  const { server, url } = await startPreviewServer({ dir: outDir, port: 0, host: "127.0.0.1" });
  return { site, url, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}

export type SpecSetup = { readonly browser: Browser; readonly served: ServedSite };

/**
 * What a browser spec file needs: Chromium and the template (changed by `change`, when given)
 * built and served, from its `beforeAll` to its `afterAll`.
 */
export function browserAndSite(options: Parameters<typeof serveSite>[0] = {}): SpecSetup {
  const setup = {} as { browser: Browser; served: ServedSite };
  beforeAll(async () => {
    setup.browser = await suiteBrowser();
    setup.served = await serveSite(options);
  });
  afterAll(async () => {
    await setup.browser?.close();
    await setup.served?.close();
  });
  return setup;
}
