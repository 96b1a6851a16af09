import { type Component, component as componentSchema, type Site, validateSite } from "@ilha/core";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import bilingual from "../../../../fixtures/bilingual-site.json" with { type: "json" };
import { EDIT_KIT } from "../edit/edit-kit.tsx";
import { RenderModeProvider, type RenderModeValue } from "../render-mode.tsx";
import { renderModeFor } from "../render-mode-for.ts";

export function fixtureSite(): Site {
  const result = validateSite(bilingual);
  if (!result.ok) throw new Error("the bilingual fixture is valid");
  return result.site;
}

export type RenderOptions = {
  mode?: "view" | "edit";
  language?: string;
  site?: Site;
  onEdit?: RenderModeValue["onEdit"];
  isPreview?: boolean;
  pagePath?: string;
  consentBanner?: RenderModeValue["consentBanner"];
  isInEditor?: boolean;
};

/** The render-mode value of the bilingual fixture site, in view or edit mode. */
export function renderModeValue(options: RenderOptions = {}): RenderModeValue {
  const mode = options.mode ?? "view";
  const value = renderModeFor({
    site: options.site ?? fixtureSite(),
    language: options.language ?? "en",
    pagePath: options.pagePath ?? "/",
    mode,
    search: mode === "edit" ? "?authHash=test" : "",
    isPreview: options.isPreview ?? false,
    editKit: EDIT_KIT,
    onEdit: options.onEdit,
  });
  return { ...value, consentBanner: options.consentBanner, isInEditor: options.isInEditor };
}

export function withRenderMode(node: ReactNode, options: RenderOptions = {}) {
  return <RenderModeProvider value={renderModeValue(options)}>{node}</RenderModeProvider>;
}

/** Renders a node in the DOM (happy-dom) inside the fixture site's render mode. */
export function renderInSite(node: ReactNode, options: RenderOptions = {}) {
  return render(withRenderMode(node, options));
}

/** Server-renders a node inside the fixture site's render mode. */
export function renderToHtml(node: ReactNode, options: RenderOptions = {}): string {
  return renderToString(withRenderMode(node, options));
}

/** A component of `type` with `data` parsed through the document schema (defaults filled in). */
export function makeComponent<T extends Component["type"]>(
  type: T,
  data: unknown,
  extra: Partial<Pick<Component, "id" | "colorMode" | "orientation">> = {},
): Extract<Component, { type: T }> {
  return componentSchema.parse({ id: `${type}-1`, ...extra, type, data }) as Extract<
    Component,
    { type: T }
  >;
}
