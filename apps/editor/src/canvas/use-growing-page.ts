import { componentCategory, type Page } from "@ilha/core";
import { startTransition, useEffect, useMemo, useState } from "react";
import { isBodySection } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import type { ViewStore } from "../document/view-store.ts";

/** Body sections rendered at once: more than a screen shows at any width, and a whole page of the
 * template. */
export const FIRST_SECTIONS = 12;
/** Body sections added by each later step. */
export const SECTIONS_PER_STEP = 24;
/** Every section drawn, whatever the page grows to. */
const WHOLE = Number.POSITIVE_INFINITY;

type Drawn = {
  language: string;
  path: string | undefined;
  /** The page's body sections in order (their ids), as last drawn. */
  sections: string;
  count: number;
};

/** What to draw of the page now: how far down, from what was drawn before. */
function nextDrawn(drawn: Drawn, current: Omit<Drawn, "count">, wanted: number): Drawn {
  const isAnotherPage =
    drawn.language !== current.language ||
    (drawn.path !== current.path && drawn.sections !== current.sections);
  if (isAnotherPage) return { ...current, count: FIRST_SECTIONS };
  // The owner changed the sections or asked for one not drawn yet: all of them, so no edit,
  // selection or focus ever lands on a section that is not there.
  if (drawn.sections !== current.sections || wanted >= drawn.count) {
    return { ...current, count: WHOLE };
  }
  // The same page renamed.
  if (drawn.path !== current.path) return { ...drawn, path: current.path };
  return drawn;
}

/**
 * A long page reaches the canvas in steps: its header and first sections at once, so the owner
 * reads and types while the rest is rendered; then the rest, a step at a time, each in a
 * transition that a key or a click interrupts; the footer with the last. Any change to the
 * page's sections, or a section selected or asked to take the focus further down, draws it whole
 * at once; another page (or language) starts again from its top. `isWhole` once all of it is.
 */
export function useGrowingPage({
  page,
  language,
  view,
}: {
  page: Page | undefined;
  language: string;
  view: ViewStore;
}): { shown: Page | undefined; isWhole: boolean } {
  const body = useMemo(() => page?.components.filter(isBodySection) ?? [], [page]);
  const sections = useMemo(() => body.map((component) => component.id).join(" "), [body]);
  const [drawn, setDrawn] = useState<Drawn>({
    language,
    path: page?.path,
    sections,
    count: FIRST_SECTIONS,
  });
  const isGrowing = drawn.count < body.length;
  // Only while the page grows: a selection then costs no render of the whole canvas.
  const wantedId = useStore(view, (state) =>
    isGrowing ? (state.focusId ?? state.selectedId) : undefined,
  );
  const wanted = wantedId === undefined ? -1 : body.findIndex(({ id }) => id === wantedId);
  const next = nextDrawn(drawn, { language, path: page?.path, sections }, wanted);
  if (next !== drawn) setDrawn(next);
  const count = next.count;
  const isWhole = count >= body.length;

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
    const first = new Set(body.slice(0, count));
    return {
      ...page,
      components: page.components.filter(
        (component) => first.has(component) || componentCategory(component) === "header",
      ),
    };
  }, [page, body, isWhole, count]);
  return { shown, isWhole };
}
