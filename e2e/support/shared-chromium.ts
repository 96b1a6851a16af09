import { type BrowserServer, chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_LAUNCH } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the browser suites' shared Chromium listens (`suiteBrowser` connects to it). */
    chromiumEndpoint: string;
  }
}

/**
 * One Chromium for every browser suite of the run, each suite's contexts its own: starting one per
 * suite cost each of the 33 files about 2 s of the machine's time.
 */
let server: BrowserServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await chromium.launchServer(CHROMIUM_LAUNCH);
  project.provide("chromiumEndpoint", server.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await server?.close();
}
