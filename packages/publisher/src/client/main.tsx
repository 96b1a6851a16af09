import { loadViews, type ViewRegistry } from "@ilha/sections/client";
import { hydrateRoot } from "react-dom/client";
import { PageApp } from "./page-app.tsx";
import type { PageData } from "./page-data.ts";
import { startRouter } from "./router.ts";

const views: ViewRegistry = {};

function typesOf(data: PageData) {
  return data.page.components.map((component) => component.type);
}

/** The client runtime: load the page's section views, hydrate the server markup, route links. */
async function start(): Promise<void> {
  const container = document.getElementById("ilha-root");
  const dataUrl = container?.dataset.pageData;
  if (container === null || dataUrl === undefined) return;
  const response = await fetch(dataUrl);
  if (!response.ok) return;
  const data = (await response.json()) as PageData;
  await loadViews(typesOf(data), views);
  const root = hydrateRoot(container, <PageApp data={data} views={views} />);
  document.documentElement.dataset.ilhaHydrated = "";
  startRouter({
    siteBase: data.renderMode.siteBase,
    render: async (next) => {
      await loadViews(typesOf(next), views);
      root.render(<PageApp data={next} views={views} />);
    },
  });
}

void start();
