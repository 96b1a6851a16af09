import { type Component, componentCategory, type Page } from "@ilha/core";
import { startTransition, useEffect, useMemo, useState } from "react";

/** Body sections rendered at once: more than a screen shows at any width, and a whole page of the
 * template. */
export const FIRST_SECTIONS = 12;
/** Body sections added by each later step. */
export const SECTIONS_PER_STEP = 24;

const isBody = (component: Component) => {
  const category = componentCategory(component);
  return category !== "header" && category !== "footer";
};

/**
 * A long page reaches the canvas in steps: its header and first sections at once, so the owner
 * reads and types while the rest is rendered; then the rest, a step at a time, each in a
 * transition that a key or a click interrupts; the footer with the last. What is shown is always
 * the document's: a step only says how far down it is drawn. `isWhole` once all of it is.
 */
export function useGrowingPage(page: Page | undefined): {
  shown: Page | undefined;
  isWhole: boolean;
} {
  const [drawn, setDrawn] = useState({ path: page?.path, count: FIRST_SECTIONS });
  // Another page starts again from its top.
  if (drawn.path !== page?.path) setDrawn({ path: page?.path, count: FIRST_SECTIONS });
  const count = drawn.path === page?.path ? drawn.count : FIRST_SECTIONS;
  const bodyCount = page?.components.filter(isBody).length ?? 0;
  const isWhole = count >= bodyCount;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each step drawn (`count`) schedules the next.
  useEffect(() => {
    if (isWhole) return;
    const step = setTimeout(() =>
      startTransition(() =>
        setDrawn((current) => ({ ...current, count: current.count + SECTIONS_PER_STEP })),
      ),
    );
    return () => clearTimeout(step);
  }, [isWhole, count]);

  const shown = useMemo(() => {
    if (page === undefined || isWhole) return page;
    const first = new Set(page.components.filter(isBody).slice(0, count));
    return {
      ...page,
      components: page.components.filter(
        (component) => first.has(component) || componentCategory(component) === "header",
      ),
    };
  }, [page, isWhole, count]);
  return { shown, isWhole };
}
