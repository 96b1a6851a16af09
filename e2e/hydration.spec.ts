import { siteRoutes } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";

const spec = browserAndSite();

describe("hydration in the published bundle", () => {
  it("leaves the server markup of every page unchanged and logs nothing", async () => {
    const context = await spec.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const failures: string[] = [];
    for (const route of siteRoutes(spec.served.site)) {
      const page = await context.newPage();
      const problems = watchProblems(page);
      // The markup as hydration leaves it: read in the microtask after the runtime marks the page
      // hydrated, before any effect runs (widgets that depend on the browser mount in effects).
      await page.addInitScript(() => {
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
      if (server !== hydrated) failures.push(`${route.url}: the markup changed on hydration`);
      failures.push(...problems.consoleErrors.map((error) => `${route.url}: ${error}`));
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});
