import type { Page } from "@ilha/core";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createViewStore, type ViewStore } from "../document/view-store.ts";
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
const hasFooter = (page: Page | undefined) =>
  page?.components.some((component) => component.type === "footer") ?? false;

type Props = { page: Page; language: string };

function grow(page: Page, view: ViewStore = createViewStore({ language: "pt", pagePath: "/" })) {
  return renderHook(
    ({ page: current, language }: Props) => useGrowingPage({ page: current, language, view }),
    { initialProps: { page, language: "pt" } },
  );
}

describe("useGrowingPage", () => {
  it("shows a page of the template whole at once, the same object", () => {
    const page = longPage(6);
    const { result } = grow(page);
    expect(result.current.isWhole).toBe(true);
    expect(result.current.shown).toBe(page);
  });

  it("shows a long page's header and first sections at once, then the rest in steps, the footer last", async () => {
    const page = longPage(FIRST_SECTIONS + SECTIONS_PER_STEP + 5);
    const seen: number[] = [];
    const view = createViewStore({ language: "pt", pagePath: "/" });
    const { result } = renderHook(() => {
      const growing = useGrowingPage({ page, language: "pt", view });
      seen.push(growing.shown?.components.length ?? 0);
      return growing;
    });
    expect(ids(result.current.shown)).toEqual(ids(page).slice(0, 1 + FIRST_SECTIONS));
    expect(hasFooter(result.current.shown)).toBe(false);
    await waitFor(() => expect(result.current.isWhole).toBe(true));
    expect(result.current.shown).toBe(page);
    expect([...new Set(seen)]).toEqual([
      1 + FIRST_SECTIONS,
      1 + FIRST_SECTIONS + SECTIONS_PER_STEP,
      page.components.length,
    ]);
  });

  it("keeps a grown page whole when a section is added after it grew", async () => {
    const page = longPage(FIRST_SECTIONS + SECTIONS_PER_STEP);
    const { result, rerender } = grow(page);
    await waitFor(() => expect(result.current.isWhole).toBe(true));
    const more = longPage(FIRST_SECTIONS + SECTIONS_PER_STEP + 1);
    rerender({ page: more, language: "pt" });
    expect(result.current.isWhole).toBe(true);
    expect(result.current.shown).toBe(more);
  });

  it("draws the whole page at once when the owner changes its sections while it grows", () => {
    const page = longPage(FIRST_SECTIONS * 3);
    const { result, rerender } = grow(page);
    // The last section drawn moves down one place, beyond what was drawn.
    const components = [...page.components];
    const last = components[FIRST_SECTIONS];
    const next = components[FIRST_SECTIONS + 1];
    if (last === undefined || next === undefined) throw new Error("no sections to move");
    components[FIRST_SECTIONS] = next;
    components[FIRST_SECTIONS + 1] = last;
    const moved = { ...page, components };
    rerender({ page: moved, language: "pt" });
    expect(result.current.isWhole).toBe(true);
    expect(ids(result.current.shown)).toContain(last.id);
  });

  it("keeps growing when a text changes, its sections the same", () => {
    const page = longPage(FIRST_SECTIONS * 3);
    const { result, rerender } = grow(page);
    const [header, first, ...rest] = page.components;
    if (header === undefined || first === undefined) throw new Error("no first section");
    const edited = {
      ...page,
      components: [header, { ...first, data: { ...first.data } }, ...rest],
    };
    rerender({ page: edited as Page, language: "pt" });
    expect(result.current.isWhole).toBe(false);
    expect(result.current.shown?.components[1]).toBe(edited.components[1]);
  });

  it("draws the whole page at once when a section further down is selected or asked to take the focus", () => {
    for (const key of ["selectedId", "focusId"] as const) {
      const view = createViewStore({ language: "pt", pagePath: "/" });
      const { result } = grow(longPage(FIRST_SECTIONS * 3), view);
      expect(result.current.isWhole).toBe(false);
      act(() => view.setState({ [key]: `section-${FIRST_SECTIONS * 2}` }));
      expect(result.current.isWhole).toBe(true);
    }
  });

  it("starts again from the top on another page or language, and keeps what it drew of a page renamed", async () => {
    const page = longPage(FIRST_SECTIONS * 3);
    const { result, rerender } = grow(page);
    await waitFor(() => expect(result.current.isWhole).toBe(true));
    rerender({ page: { ...page, path: "/renamed" }, language: "pt" });
    expect(result.current.isWhole).toBe(true);
    rerender({ page: { ...page, path: "/renamed" }, language: "en" });
    expect(result.current.isWhole).toBe(false);
    expect(result.current.shown?.components).toHaveLength(1 + FIRST_SECTIONS);
    await waitFor(() => expect(result.current.isWhole).toBe(true));
    rerender({ page: longPage(FIRST_SECTIONS * 3 + 1, "/pricing"), language: "en" });
    expect(result.current.isWhole).toBe(false);
  });
});
