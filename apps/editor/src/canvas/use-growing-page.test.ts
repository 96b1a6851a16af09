import type { Page } from "@ilha/core";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleSite } from "../sections-ui/test-session.ts";
import { FIRST_SECTIONS, SECTIONS_PER_STEP, useGrowingPage } from "./use-growing-page.ts";

/** The sample home page with `count` body sections: copies of its own, each with an id of its own. */
function longPage(count: number, path = "/"): Page {
  const home = sampleSite().content.pt?.pages[0];
  if (home === undefined) throw new Error("the sample site has no home page");
  const [header, ...rest] = home.components;
  const footer = rest.pop();
  if (header === undefined || footer === undefined) throw new Error("no header or footer");
  const body = Array.from({ length: count }, (_, index) => {
    const section = rest[index % rest.length];
    if (section === undefined) throw new Error("no body section");
    return { ...section, id: `section-${index}` };
  });
  return { ...home, path, components: [header, ...body, footer] };
}

const ids = (page: Page | undefined) => page?.components.map((component) => component.id) ?? [];

describe("useGrowingPage", () => {
  it("shows a page of the template whole at once, the same object", () => {
    const page = longPage(6);
    const { result } = renderHook(() => useGrowingPage(page));
    expect(result.current.isWhole).toBe(true);
    expect(result.current.shown).toBe(page);
  });

  it("shows a long page's header and first sections at once, then the rest in steps, the footer last", async () => {
    const page = longPage(FIRST_SECTIONS + SECTIONS_PER_STEP + 5);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const growing = useGrowingPage(page);
      seen.push(growing.shown?.components.length ?? 0);
      return growing;
    });
    expect(ids(result.current.shown)).toEqual(ids(page).slice(0, 1 + FIRST_SECTIONS));
    expect(result.current.isWhole).toBe(false);
    await waitFor(() => expect(result.current.isWhole).toBe(true));
    expect(result.current.shown).toBe(page);
    // Header and first sections; then a step more; then the rest with the footer.
    expect([...new Set(seen)]).toEqual([
      1 + FIRST_SECTIONS,
      1 + FIRST_SECTIONS + SECTIONS_PER_STEP,
      page.components.length,
    ]);
  });

  it("shows an edit to the part already drawn at once, in the document's order", () => {
    const page = longPage(FIRST_SECTIONS * 3);
    const { result, rerender } = renderHook(({ current }) => useGrowingPage(current), {
      initialProps: { current: page },
    });
    const [header, first, second, ...rest] = page.components;
    if (header === undefined || first === undefined || second === undefined) throw new Error();
    const moved = { ...page, components: [header, second, first, ...rest] };
    rerender({ current: moved });
    expect(ids(result.current.shown).slice(0, 3)).toEqual([header.id, second.id, first.id]);
    expect(result.current.shown?.components).toHaveLength(1 + FIRST_SECTIONS);
  });

  it("starts again from the top on another page", async () => {
    const first = longPage(FIRST_SECTIONS * 3);
    const { result, rerender } = renderHook(({ current }) => useGrowingPage(current), {
      initialProps: { current: first },
    });
    await waitFor(() => expect(result.current.isWhole).toBe(true));
    rerender({ current: longPage(FIRST_SECTIONS * 3, "/pricing") });
    expect(result.current.isWhole).toBe(false);
    expect(result.current.shown?.components).toHaveLength(1 + FIRST_SECTIONS);
    await waitFor(() => expect(result.current.isWhole).toBe(true));
  });
});
