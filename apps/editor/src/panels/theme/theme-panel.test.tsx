import { ERRORS } from "@ilha/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import type { EditorSession } from "../../document/editor-session.ts";
import { testSession } from "../../sections-ui/test-session.ts";
import { ThemePanel } from "./theme-panel.tsx";

function renderPanel(session: EditorSession = testSession()) {
  const announce = vi.fn();
  const view = render(
    <ThemePanel session={session} siteId="site" isShared={false} announce={announce} />,
  );
  return { ...view, session, announce };
}

const themeOf = (session: EditorSession) => session.document.getState().site.theme;

/** Types into a field and confirms with Enter, as an owner does. */
function typeAndConfirm(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("ThemePanel", () => {
  it("offers core's colour modes, looks and button styles as radio buttons", () => {
    renderPanel();
    const names = (group: string) =>
      Array.from(
        screen.getByRole("radiogroup", { name: group }).querySelectorAll("input[type=radio]"),
        (radio) => (radio as HTMLInputElement).value,
      );
    expect(names("Colour mode")).toEqual(["LIGHT", "DARK", "EXTRALIGHT"]);
    expect(names("Look")).toEqual(["ROUNDED", "CORNERED", "SHARP"]);
    expect(names("Button style")).toEqual(["LIGHT", "DARK"]);
    expect(names("Orientation")).toEqual(["LEFT", "RIGHT"]);
    expect(screen.getByRole("radio", { name: "Rounded" })).toHaveProperty("checked", true);
  });

  it("sets the site's colour mode to DARK as one edit", () => {
    const { session } = renderPanel();
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(themeOf(session).colorMode).toBe("DARK");
    expect(session.document.getState().history.undo).toHaveLength(1);
    expect(screen.getByRole("radio", { name: "Dark" })).toHaveProperty("checked", true);
  });

  it("says how many sections keep their own colour mode and gives them all the theme's in one undoable step", () => {
    const { session, announce } = renderPanel();
    const modes = () =>
      Object.values(session.document.getState().site.content).flatMap((content) =>
        content.pages.flatMap((page) => page.components.map((section) => section.colorMode)),
      );
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    const own = modes().filter((mode) => mode !== "DARK").length / 2;
    expect(own).toBeGreaterThan(0);
    expect(
      screen.getByText(
        `${own} sections set their own colour mode, so the theme's (Dark) does not show on them.`,
      ),
    ).toBeDefined();
    const before = session.document.getState().history.undo.length;
    fireEvent.click(screen.getByRole("button", { name: "Use Dark on every section" }));
    expect(new Set(modes())).toEqual(new Set(["DARK"]));
    expect(session.document.getState().history.undo).toHaveLength(before + 1);
    expect(announce).toHaveBeenCalledWith(`Dark set on ${own} sections`);
    expect(screen.queryByRole("button", { name: "Use Dark on every section" })).toBeNull();
    act(() => {
      session.undo();
    });
    expect(modes().filter((mode) => mode !== "DARK")).toHaveLength(own * 2);
    expect(screen.getByRole("button", { name: "Use Dark on every section" })).toBeDefined();
  });

  it("sets the look", () => {
    const { session } = renderPanel();
    fireEvent.click(screen.getByRole("radio", { name: "Sharp" }));
    expect(themeOf(session).look).toBe("SHARP");
  });

  it("shows Bad Hex while a hex is not valid and changes nothing", () => {
    const { session, announce } = renderPanel();
    const before = session.document.getState().site;
    const input = screen.getByRole("textbox", { name: "Primary colour" });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: "#0e5a" } });
    expect(screen.getByText("Bad Hex")).toBeDefined();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    fireEvent.keyDown(input, { key: "Enter" });
    act(() => input.blur());
    expect(session.document.getState().site).toBe(before);
    expect(announce).toHaveBeenCalledWith("Bad Hex");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByText("Bad Hex").id);
  });

  it("stores a good 3-digit hex as core writes it, #rrggbb", () => {
    const { session } = renderPanel();
    const input = screen.getByRole("textbox", { name: "Primary colour" });
    typeAndConfirm(input, "#3A7");
    expect(themeOf(session).palette.primary).toBe("#33aa77");
    expect(input).toHaveProperty("value", "#33aa77");
    expect(screen.queryByText("Bad Hex")).toBeNull();
  });

  it("does not store a colour again when only its spelling changes", () => {
    const { session } = renderPanel();
    typeAndConfirm(screen.getByRole("textbox", { name: "Primary colour" }), "#0e5a8a");
    expect(themeOf(session).palette.primary).toBe("#0E5A8A");
    expect(session.document.getState().history.undo).toHaveLength(0);
  });

  it("applies the colour picked in the colour picker", () => {
    const { session } = renderPanel();
    const picker = screen.getByLabelText("Pick the secondary colour");
    fireEvent.change(picker, { target: { value: "#336699" } });
    expect(themeOf(session).palette.secondary).toBe("#336699");
    expect(screen.getByRole("textbox", { name: "Secondary colour" })).toHaveProperty(
      "value",
      "#336699",
    );
  });

  it("leaves the accent empty so that the primary stands in for it", () => {
    const { session } = renderPanel();
    typeAndConfirm(screen.getByRole("textbox", { name: "Accent colour" }), "");
    expect(themeOf(session).palette.accent).toBeUndefined();
    expect(screen.queryByText("Bad Hex")).toBeNull();
  });

  it("shows an empty accent as a labelled 'none' swatch, not a black one", () => {
    renderPanel();
    const accent = screen.getByRole("textbox", { name: "Accent colour" });
    typeAndConfirm(accent, "");
    const unset = screen.getByLabelText("Pick the accent colour (none set)");
    expect(unset.hasAttribute("data-unset")).toBe(true);
    expect(accent.getAttribute("placeholder")).toBe("None");
    typeAndConfirm(accent, "#336699");
    const picker = screen.getByLabelText("Pick the accent colour");
    expect(picker.hasAttribute("data-unset")).toBe(false);
    expect(picker).toHaveProperty("value", "#336699");
  });

  it("warns of no pair with the sample site's own colours", () => {
    renderPanel();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("names the pair and its ratio when a primary leaves text below 4.5:1", () => {
    renderPanel();
    typeAndConfirm(screen.getByRole("textbox", { name: "Primary colour" }), "#777");
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("below 4.5:1 contrast");
    expect(status.textContent).toContain("White text on the primary colour: 4.4:1");
    typeAndConfirm(screen.getByRole("textbox", { name: "Primary colour" }), "#f00");
    expect(status.textContent).toContain("Dark text on the primary colour: 4.1:1");
    expect(status.textContent).toContain("Dark text on the primary colour's hover shade: 2.2:1");
    typeAndConfirm(screen.getByRole("textbox", { name: "Primary colour" }), "#0e5a8a");
    expect(status.textContent).toBe("");
  });

  it("sets the fonts and refuses a name core does not take, with core's message", () => {
    const { session } = renderPanel();
    const heading = screen.getByRole("textbox", { name: "Heading font" });
    typeAndConfirm(heading, "Lora");
    expect(themeOf(session).primaryFont).toBe("Lora");
    typeAndConfirm(heading, "Lora; color: red");
    expect(screen.getByRole("alert").textContent).toBe("Use a font family name");
    expect(themeOf(session).primaryFont).toBe("Lora");
  });

  it("sets the text size within core's font scale", () => {
    const { session } = renderPanel();
    const size = screen.getByRole("textbox", { name: "Text size (pixels)" });
    expect(size).toHaveProperty("value", "19");
    typeAndConfirm(size, "21");
    act(() => size.blur());
    expect(themeOf(session).fontSize).toBe(21);
    typeAndConfirm(size, "40");
    act(() => size.blur());
    expect(themeOf(session).fontSize).toBe(24);
  });

  it("shows the catalogue's message when the edit does not apply", () => {
    const session = testSession();
    const refused: EditorSession = {
      ...session,
      edit: () => {
        session.document.setState({ problem: ERRORS.invalidFieldValue.message });
        return false;
      },
    };
    renderPanel(refused);
    fireEvent.click(screen.getByRole("radio", { name: "Cornered" }));
    expect(screen.getByRole("alert").textContent).toBe("This value does not fit the field");
    expect(themeOf(session).look).toBe("ROUNDED");
  });

  it("shows the document's values again when the edits are undone", () => {
    const { session } = renderPanel();
    const primary = screen.getByRole("textbox", { name: "Primary colour" });
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    typeAndConfirm(primary, "#777");
    act(() => void session.undo());
    act(() => void session.undo());
    expect(themeOf(session).colorMode).toBe("LIGHT");
    expect(themeOf(session).palette.primary).toBe("#0E5A8A");
    expect(primary).toHaveProperty("value", "#0E5A8A");
    expect(screen.getByRole("radio", { name: "Light" })).toHaveProperty("checked", true);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("has no axe violations, with a bad hex and a contrast warning shown", async () => {
    const { container } = renderPanel();
    typeAndConfirm(screen.getByRole("textbox", { name: "Primary colour" }), "#777");
    fireEvent.change(screen.getByRole("textbox", { name: "Secondary colour" }), {
      target: { value: "#12" },
    });
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
