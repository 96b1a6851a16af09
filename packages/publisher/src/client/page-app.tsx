import { RenderModeProvider, SitePage, type ViewRegistry } from "@ilha/sections/client";
import type { PageData } from "./page-data.ts";

/** A published page: the same tree on the server and in the browser. */
export function PageApp({ data, views }: { data: PageData; views: ViewRegistry }) {
  return (
    <RenderModeProvider value={data.renderMode}>
      <SitePage page={data.page} views={views} />
    </RenderModeProvider>
  );
}
