import type { OperationInput } from "@ilha/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import { OverflowMenu } from "./overflow-menu.tsx";
import { SIX_LINKS } from "./test-navbar-site.tsx";

const LINKS = SIX_LINKS.slice(3);

function openMenu() {
  const view = renderInSite(
    <>
      <OverflowMenu links={LINKS} firstIndex={0} />
      <p>Outside</p>
    </>,
  );
  const button = screen.getByRole("button", { name: "More" });
  act(() => button.focus());
  fireEvent.click(button);
  const dropdown = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (dropdown === null) throw new Error("More controls its dropdown");
  return { button, dropdown, view };
}

describe("the More dropdown", () => {
  it("opens a list of the links that do not fit", () => {
    const { button, dropdown } = openMenu();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(dropdown.hidden).toBe(false);
    expect(
      within(dropdown)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Partners", "Rates", "Scooters"]);
  });

  it("closes on Escape and returns focus to More", () => {
    const { button, dropdown } = openMenu();
    act(() => within(dropdown).getAllByRole("link")[1]?.focus());
    fireEvent.keyDown(document.activeElement ?? document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(dropdown.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("closes on a press outside it, not inside it", () => {
    const { button, dropdown } = openMenu();
    fireEvent.pointerDown(dropdown);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByText("Outside"));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when a link is chosen", () => {
    const { button, dropdown } = openMenu();
    const link = within(dropdown).getByRole("link", { name: "Rates" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when focus moves out of it", () => {
    const { button } = openMenu();
    const outside = document.createElement("button");
    document.body.append(outside);
    act(() => outside.focus());
    expect(button.getAttribute("aria-expanded")).toBe("false");
    outside.remove();
  });

  it("shows when it holds the current page", () => {
    renderInSite(<OverflowMenu links={LINKS} firstIndex={0} />, { pagePath: "/tarifas" });
    expect(screen.getByRole("button", { name: "More" }).dataset.hasCurrent).toBe("true");
  });
});

describe("the More label in edit mode", () => {
  it("is edited inline and reported as the site's extraLinksLabel", () => {
    const operations: OperationInput[] = [];
    renderInSite(<OverflowMenu links={LINKS} firstIndex={0} />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    const label = screen.getByRole("textbox");
    act(() => label.focus());
    label.textContent = "Extra";
    fireEvent.input(label);
    fireEvent.blur(label);
    expect(operations).toEqual([
      { op: "setSiteField", language: "en", path: ["extraLinksLabel"], value: "Extra" },
    ]);
    expect(screen.getByRole("button", { name: "More" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("restores the label when it is left empty, as it is required", () => {
    const operations: OperationInput[] = [];
    renderInSite(<OverflowMenu links={LINKS} firstIndex={0} />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    const label = screen.getByRole("textbox");
    label.textContent = "";
    fireEvent.input(label);
    fireEvent.blur(label);
    expect(label.textContent).toBe("More");
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(operations).toEqual([]);
  });
});
