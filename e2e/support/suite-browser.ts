import { type Browser, chromium } from "playwright-core";
import { inject } from "vitest";

/**
 * The browser suites' Chromium, started once for the run (`shared-chromium.ts`). Closing the browser
 * a suite gets closes that suite's contexts and its connection, not the Chromium.
 */
export function suiteBrowser(): Promise<Browser> {
  return chromium.connect(inject("chromiumEndpoint"));
}
