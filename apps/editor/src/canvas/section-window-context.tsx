import type { Page } from "@ilha/core";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useStore } from "../document/use-store.ts";
import { createSectionWindow, type SectionWindow, watchSectionWindow } from "./section-window.ts";

const SectionWindowContext = createContext<SectionWindow | null>(null);
/** What a frame reads outside a window: nothing away. */
const NO_WINDOW = createSectionWindow([]);

export function SectionWindowProvider({
  sectionWindow,
  children,
}: {
  sectionWindow: SectionWindow;
  children: ReactNode;
}) {
  return (
    <SectionWindowContext.Provider value={sectionWindow}>{children}</SectionWindowContext.Provider>
  );
}

/**
 * The window of sections drawn of `page` (in `language`): a new one for each page, which opens at
 * its top; kept to what is near the screen while the canvas shows it.
 */
export function useSectionWindow(page: Page | undefined, language: string): SectionWindow {
  const key = `${language} ${page?.path}`;
  const windowOf = () => ({
    key,
    sectionWindow: createSectionWindow(page?.components.map(({ id }) => id) ?? []),
  });
  const [held, setHeld] = useState(windowOf);
  if (held.key !== key) setHeld(windowOf());
  useEffect(() => watchSectionWindow(held.sectionWindow, document), [held.sectionWindow]);
  return held.sectionWindow;
}

/**
 * Whether section `id` is away from the screen on a long page (its content not drawn), and the
 * height it was last drawn at (`undefined` until it has been drawn once). Never away outside a
 * window (a short page, a frame rendered alone).
 */
export function useAway(id: string): { isAway: boolean; height: number | undefined } {
  const sectionWindow = useContext(SectionWindowContext) ?? NO_WINDOW;
  const isAway = useStore(sectionWindow, (state) => state.isWindowed && !state.near.has(id));
  const height = useStore(sectionWindow, (state) => state.heights.get(id));
  return { isAway, height };
}
