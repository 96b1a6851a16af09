import type { CookieSettings } from "@ilha/core";
import type { BrowserContext } from "playwright-core";

/**
 * Makes every page of the context start as after a past consent choice: the site's consent
 * cookie and its `cookieSettings:{siteId}` in local storage.
 */
export async function saveConsentBeforeLoad({
  context,
  siteUrl,
  siteId,
  settings,
}: {
  context: BrowserContext;
  siteUrl: string;
  siteId: string;
  settings: CookieSettings;
}): Promise<void> {
  const { hostname } = new URL(siteUrl);
  await context.addCookies([
    { name: siteId, value: `website-cookie${siteId}`, domain: hostname, path: "/" },
  ]);
  await context.addInitScript(({ key, stored }) => localStorage.setItem(key, stored), {
    key: `cookieSettings:${siteId}`,
    stored: JSON.stringify(settings),
  });
}

/**
 * Answers every request to `hosts` with an empty 200 of `contentType` (no real third party is
 * reached) and returns the list the requested URLs are recorded in.
 */
export async function answerHosts({
  context,
  hosts,
  contentType,
}: {
  context: BrowserContext;
  hosts: ReadonlySet<string>;
  contentType: string;
}): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => hosts.has(url.hostname),
    async (route) => {
      requests.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType,
        headers: { "access-control-allow-origin": "*" },
        body: "",
      });
    },
  );
  return requests;
}
