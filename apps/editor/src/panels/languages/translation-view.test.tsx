import { textHash } from "@ilha/core";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { testSession } from "../../sections-ui/test-session.ts";
import { LanguagesPanel } from "./languages-panel.tsx";
import { sharePercent } from "./translation-share.ts";

const HERO_TITLE_KEY = "/#hero:title";

function renderPanel() {
  const session = testSession({ language: "en" });
  const announce = vi.fn();
  const view = render(
    <LanguagesPanel session={session} siteId="site-1" isShared={false} announce={announce} />,
  );
  const site = () => session.document.getState().site;
  const heroTitle = () => screen.getAllByRole("textbox", { name: "Title · English" })[0];
  const heroRow = () => heroTitle()?.closest("li") as HTMLElement;
  return { ...view, session, announce, site, heroTitle, heroRow };
}

/** Types into a field and confirms with Enter, as an owner does. */
function typeAndConfirm(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter" });
}

const editPortugueseTitle = (session: ReturnType<typeof testSession>, value: string) =>
  act(() => {
    session.edit([
      { op: "setField", language: "pt", pagePath: "/", sectionId: "hero", path: ["title"], value },
    ]);
  });

describe("the translation view", () => {
  it("shows the page in view's texts in Portuguese beside the English ones", () => {
    const { heroRow, heroTitle } = renderPanel();
    expect(heroTitle()).toHaveProperty("value", "Porto Santo at your own pace");
    expect(within(heroRow()).getByText("Porto Santo ao seu ritmo")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Page" })).toHaveProperty("value", "/");
    expect(screen.getByText("English: 100% translated")).toBeTruthy();
    expect(screen.queryByText("Not translated")).toBeNull();
  });

  it("records what an edit of the English hero title was translated from, and undoes both", () => {
    const { session, site, heroTitle } = renderPanel();
    act(() => {
      session.edit([{ op: "setTranslation", language: "en", key: HERO_TITLE_KEY, source: null }]);
    });
    typeAndConfirm(heroTitle() as HTMLElement, "Porto Santo, your way");
    const hero = site().content.en?.pages[0]?.components[0]?.data as { title: string };
    expect(hero.title).toBe("Porto Santo, your way");
    expect(site().translations?.en?.[HERO_TITLE_KEY]).toBe(textHash("Porto Santo ao seu ritmo"));
    act(() => {
      session.undo();
    });
    expect(site().translations?.en?.[HERO_TITLE_KEY]).toBeUndefined();
    expect(heroTitle()).toHaveProperty("value", "Porto Santo at your own pace");
  });

  it("marks a text whose Portuguese changed, shows the new source and keeps it as is", () => {
    const { session, site, heroRow, announce } = renderPanel();
    act(() => {
      session.edit([
        { op: "setTranslation", language: "en", key: HERO_TITLE_KEY, source: textHash("old") },
      ]);
    });
    editPortugueseTitle(session, "Porto Santo, ao seu ritmo");
    expect(within(heroRow()).getByText("Source changed")).toBeTruthy();
    expect(within(heroRow()).getByText("Porto Santo, ao seu ritmo")).toBeTruthy();
    expect(screen.getByText(/^English: 9\d% translated$/)).toBeTruthy();
    fireEvent.click(within(heroRow()).getByRole("button", { name: "Keep as is: Title" }));
    expect(site().translations?.en?.[HERO_TITLE_KEY]).toBe(textHash("Porto Santo, ao seu ritmo"));
    expect(within(heroRow()).queryByText("Source changed")).toBeNull();
    expect(screen.getByText("English: 100% translated")).toBeTruthy();
    expect(announce).toHaveBeenCalledWith("Title marked as translated");
  });

  it("marks a text never translated while it is still the Portuguese one", () => {
    const { session, heroRow } = renderPanel();
    act(() => {
      session.edit([
        {
          op: "setField",
          language: "en",
          pagePath: "/",
          sectionId: "hero",
          path: ["title"],
          value: "Porto Santo ao seu ritmo",
        },
      ]);
      session.edit([{ op: "setTranslation", language: "en", key: HERO_TITLE_KEY, source: null }]);
    });
    expect(within(heroRow()).getByText("Not translated")).toBeTruthy();
  });

  it("keeps a text without a record Not translated once the Portuguese changes, in the share too", () => {
    const { session, heroRow } = renderPanel();
    act(() => {
      session.edit([{ op: "setTranslation", language: "en", key: HERO_TITLE_KEY, source: null }]);
    });
    expect(within(heroRow()).getByText("Not translated")).toBeTruthy();
    editPortugueseTitle(session, "Porto Santo, ao seu ritmo");
    expect(within(heroRow()).getByText("Not translated")).toBeTruthy();
    expect(screen.getByText(/^English: 9\d% translated$/)).toBeTruthy();
  });

  it("shows another page's texts when chosen", () => {
    renderPanel();
    fireEvent.change(screen.getByRole("combobox", { name: "Page" }), {
      target: { value: "/pricing" },
    });
    expect(screen.getAllByRole("textbox", { name: "Plan name of plan 1 · English" })).not.toEqual(
      [],
    );
  });

  it("rounds a share down, so 100% means every text", () => {
    expect(sharePercent(0.996)).toBe(99);
    expect(sharePercent(1)).toBe(100);
  });

  it("has no axe violations", async () => {
    const { container } = renderPanel();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
