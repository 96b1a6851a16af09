import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EditorSession } from "../document/editor-session.ts";
import { testSession } from "../sections-ui/test-session.ts";
import { TopBar } from "./top-bar.tsx";

const noop = () => {};

/** The bar over `session`, its actions doing nothing. */
function renderBar(session: EditorSession, { isShared = false } = {}) {
  render(
    <TopBar
      session={session}
      isShared={isShared}
      onExit={noop}
      onUndo={noop}
      onRedo={noop}
      onAddSection={noop}
      actions={null}
    />,
  );
}

describe("TopBar's page picker", () => {
  it("names each page by its path, then its title, and shows the chosen one whole on pointing", () => {
    const session = testSession();
    renderBar(session);
    const picker = screen.getByRole("combobox", { name: "Page" });
    const options = within(picker).getAllByRole("option");
    const pricing = options.find((option) => option.getAttribute("value") === "/pricing");
    expect(pricing?.textContent).toBe(
      "/pricing · Preços de aluguer de carros em Porto Santo | Maré Rent",
    );
    expect(picker.getAttribute("title")).toBe(options[0]?.textContent);
    expect(options[0]?.textContent?.startsWith("/ · ")).toBe(true);
    fireEvent.change(picker, { target: { value: "/pricing" } });
    expect(session.view.getState().pagePath).toBe("/pricing");
    expect(picker.getAttribute("title")).toBe(pricing?.textContent);
  });
});

describe("TopBar's site name", () => {
  it("follows the document: a rename shows at once, and so does its undo", () => {
    const session = testSession();
    renderBar(session);
    const before = session.document.getState().site.name;
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(before);
    act(() => {
      session.edit([{ op: "setSiteField", language: "pt", path: ["name"], value: "Café Aurora" }]);
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Café Aurora");
    act(() => {
      session.undo();
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(before);
    expect(screen.queryByText("Shared with you")).toBeNull();
  });

  it("tells a collaborator the site is shared with them", () => {
    renderBar(testSession(), { isShared: true });
    expect(screen.getByText("Shared with you")).toBeDefined();
  });
});
