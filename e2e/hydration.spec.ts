import { type SiteRoute, siteRoutes } from "@ilha/core";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserAndSite } from "./support/built-site.ts";
import { inReusedPages, type Visit } from "./support/in-turns.ts";

const spec = browserAndSite();

describe("hydration in the published bundle", () => {
  it("leaves the server markup of every page unchanged and logs nothing", async () => {
    const context = await spec.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const read = async ({ page, problems }: Visit, route: SiteRoute): Promise<string[]> => {
      const url = new URL(route.url.slice(1), spec.served.url).href;
      const serverHtml = await (await page.request.get(url)).text();
      await page.goto(url, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-ilha-hydrated]");
      const [server, hydrated] = await page.evaluate((html) => {
        const parsed = new DOMParser().parseFromString(html, "text/html");
        return [
          parsed.getElementById("ilha-root")?.innerHTML,
          (window as unknown as { ilhaHydratedMarkup?: string }).ilhaHydratedMarkup,
        ];
      }, serverHtml);
      return [
        ...(server !== hydrated ? [`${route.url}: the markup changed on hydration`] : []),
        ...problems.consoleErrors.map((error) => `${route.url}: ${error}`),
      ];
    };
    // The markup as hydration leaves it: read in the microtask after the runtime marks the page
    // hydrated, before any effect runs (widgets that depend on the browser mount in effects).
    const prepare = (page: Page) =>
      page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute("data-ilha-hydrated")) return;
          observer.disconnect();
          Object.assign(window, {
            ilhaHydratedMarkup: document.getElementById("ilha-root")?.innerHTML,
          });
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ["data-ilha-hydrated"],
        });
      });
    const routes = siteRoutes(spec.served.site);
    const failures = (await inReusedPages({ context, items: routes, read, prepare })).flat();
    await context.close();
    expect(failures).toEqual([]);
  });
});
