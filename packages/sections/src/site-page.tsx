import { type Component, componentCategory, type Page } from "@ilha/core";
import { type ComponentType, memo, type ReactNode } from "react";
import { HeadingLevelProvider } from "./primitives/section-heading/heading-level.tsx";
import type { SectionView } from "./section-view.ts";
import { SiteRoot } from "./theme/site-root.tsx";
import { useLabels } from "./use-labels.ts";
import { Disclaimer } from "./widgets/disclaimer/disclaimer.tsx";
import { VisitorWidgets } from "./widgets/visitor-widgets.tsx";

/** Views by section kind: all of them (`VIEWS`), or the ones a page needs, loaded on demand. */
export type ViewRegistry = Partial<{ [K in Component["type"]]: SectionView<K> }>;

/**
 * What the editor's canvas puts around each section (its outline and toolbar); it receives the
 * section and renders it as `children`.
 */
export type SectionFrame = ComponentType<{ component: Component; children: ReactNode }>;

/** A whole page: its header, its sections in a `main` landmark, its footer, and the disclaimer. */
export function SitePage({
  page,
  views,
  frame,
  children,
}: {
  page: Page;
  views: ViewRegistry;
  frame?: SectionFrame | undefined;
  children?: ReactNode;
}) {
  const labels = useLabels();
  const sections = (filter: (component: Component) => boolean) =>
    page.components.filter(filter).map((component) => (
      <HeadingLevelProvider key={component.id} level={component === pageTitle ? "h1" : "h2"}>
        <SectionSlot
          component={component}
          views={views}
          isFirst={component === page.components[0]}
          frame={frame}
        />
      </HeadingLevelProvider>
    ));
  const isHeader = (component: Component) => componentCategory(component) === "header";
  const isFooter = (component: Component) => componentCategory(component) === "footer";
  const hasTitledHeader = page.components.some((component) => component.type === "hero-header");
  const pageTitle = hasTitledHeader
    ? undefined
    : page.components.find((component) => !isHeader(component) && !isFooter(component));
  return (
    <SiteRoot>
      <a className="ilha-skip-link" href="#main">
        {labels.skipToContent}
      </a>
      {sections(isHeader)}
      <main id="main" tabIndex={-1}>
        {sections((component) => !isHeader(component) && !isFooter(component))}
      </main>
      {sections(isFooter)}
      <PageWidgets />
      {children}
    </SiteRoot>
  );
}

/**
 * The disclaimer and the visitor's widgets: they read only the render mode, so in the editor an
 * edit to a section does not render them again.
 */
const PageWidgets = memo(function PageWidgets() {
  return (
    <>
      <Disclaimer />
      <VisitorWidgets />
    </>
  );
});

/** One section; rendered again only when its component (or place) changed, so a page of many
 * sections re-renders just the one an edit touched. */
const SectionSlot = memo(function SectionSlot({
  component,
  views,
  isFirst,
  frame: Frame,
}: {
  component: Component;
  views: ViewRegistry;
  isFirst: boolean;
  frame: SectionFrame | undefined;
}) {
  const View = views[component.type] as SectionView<Component["type"]> | undefined;
  if (View === undefined) throw new Error(`The view of "${component.type}" sections is not loaded`);
  const section = <View component={component} isFirst={isFirst} />;
  return Frame === undefined ? section : <Frame component={component}>{section}</Frame>;
});
