// @vitest-environment happy-dom
import { siteRoutes } from "@ilha/core";
import { VIEWS } from "@ilha/sections";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { pageDataFor } from "../build/page-data.ts";
import { renderPage } from "../build/render-entry.tsx";
import { loadSite } from "../test-support/template.ts";
import { PageApp } from "./page-app.tsx";

const site = await loadSite();

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// happy-dom never loads images: keep them "loading" rather than failed, as in a browser.
Object.defineProperty(HTMLImageElement.prototype, "complete", {
  configurable: true,
  get: () => false,
});

describe("server rendering then hydration", () => {
  it.each(siteRoutes(site).map((route) => [route.url, route] as const))(
    "hydrates %s with no hydration error or warning",
    async (_url, route) => {
      const data = pageDataFor({ site, route, siteBase: "" });
      const { markup: html } = renderPage(data);
      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.append(container);
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <PageApp data={data} views={VIEWS} />, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(recoverable).toEqual([]);
      expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
      // React reports any difference in text, elements or attributes above. The markup itself is
      // compared in the browser suite (e2e/hydration.spec.ts) at the moment hydration ends: here
      // `act` also runs the effects, after which what depends on the browser (the consent banner,
      // the map's consent button, the navbar's overflow) renders, by design.
      consoleError.mockRestore();
      container.remove();
    },
  );
});
