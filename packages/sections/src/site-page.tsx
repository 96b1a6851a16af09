import { type Component, componentCategory, type Page } from "@ilha/core";
import type { ReactNode } from "react";
import { HeadingLevelProvider } from "./primitives/section-heading/heading-level.tsx";
import type { SectionView } from "./section-view.ts";
import { SiteRoot } from "./theme/site-root.tsx";
import { useLabels } from "./use-labels.ts";
import { Disclaimer } from "./widgets/disclaimer/disclaimer.tsx";
import { VisitorWidgets } from "./widgets/visitor-widgets.tsx";

/** Views by section kind: all of them (`VIEWS`), or the ones a page needs, loaded on demand. */
export type ViewRegistry = Partial<{ [K in Component["type"]]: SectionView<K> }>;

/** A whole page: its header, its sections in a `main` landmark, its footer, and the disclaimer. */
export function SitePage({
  page,
  views,
  children,
}: {
  page: Page;
  views: ViewRegistry;
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
      <Disclaimer />
      <VisitorWidgets />
      {children}
    </SiteRoot>
  );
}

function SectionSlot({
  component,
  views,
  isFirst,
}: {
  component: Component;
  views: ViewRegistry;
  isFirst: boolean;
}) {
  const View = views[component.type] as SectionView<Component["type"]> | undefined;
  if (View === undefined) throw new Error(`The view of "${component.type}" sections is not loaded`);
  return <View component={component} isFirst={isFirst} />;
}
