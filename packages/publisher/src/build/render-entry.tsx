import { VIEWS } from "@ilha/sections";
import { renderToString } from "react-dom/server";
import { PageApp } from "../client/page-app.tsx";
import type { PageData } from "../client/page-data.ts";

export { notFoundPageData, pageDataFor } from "./page-data.ts";

export type RenderedPage = {
  /** The resource hints React emits ahead of the markup (image preloads), for the document head. */
  head: string;
  /** The page's markup, exactly what the client hydrates. */
  markup: string;
};

const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/** The server half of the runtime, bundled with the sections. */
export function renderPage(data: PageData): RenderedPage {
  const html = renderToString(<PageApp data={data} views={VIEWS} />);
  const head = LEADING_LINKS.exec(html)?.[0] ?? "";
  return { head, markup: html.slice(head.length) };
}
