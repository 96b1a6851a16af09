import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { createRef, type RefObject } from "react";
import { describe, expect, it, vi } from "vitest";
import type { SitePanel } from "../document/view-store.ts";
import { testSession } from "../sections-ui/test-session.ts";
import { EditorCommands } from "./editor-commands-host.tsx";
import type { ShortcutHandler } from "./use-editor-shortcuts.ts";

function renderHost() {
  const session = testSession();
  const onOpenPanel = vi.fn();
  const onExit = vi.fn();
  const onSave = vi.fn();
  const canvasShortcuts = createRef<ShortcutHandler>() as RefObject<ShortcutHandler>;
  canvasShortcuts.current = () => false;
  const view = render(
    <>
      <button type="button">Before</button>
      <input aria-label="A field" />
      <EditorCommands
        session={session}
        offeredPanels={new Set<SitePanel>(["pages", "theme", "languages"])}
        canvasShortcuts={canvasShortcuts}
        onUndo={vi.fn()}
        onRedo={vi.fn()}
        onSave={onSave}
        onAddSection={vi.fn()}
        onInsertSection={vi.fn()}
        onOpenPanel={onOpenPanel}
        onExit={onExit}
      />
    </>,
  );
  return { ...view, session, onOpenPanel, onExit, onSave, canvasShortcuts };
}

const press = (target: Element, key: string, more: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(target, { key, ...more });

async function openPalette(keys: Partial<KeyboardEventInit> = { ctrlKey: true }) {
  press(document.body, "k", keys);
  const palette = await screen.findByRole("dialog", { name: "Commands" });
  const search = within(palette).getByRole("textbox", { name: "Search commands" });
  return { palette, search };
}

const type = (search: HTMLElement, text: string) =>
  fireEvent.change(search, { target: { value: text } });

/** The commands' labels listed (react-aria gives the "none match" line a menu item's role too). */
const shownLabels = (palette: HTMLElement) =>
  within(palette)
    .queryAllByRole("menuitem")
    .flatMap((item) => item.querySelector("[data-command-label]")?.textContent ?? []);

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

describe("the command palette", () => {
  it("opens on Ctrl+K with the focus in it and every command offered listed", async () => {
    renderHost();
    const { palette, search } = await openPalette();
    // The search field has the focus in a browser; happy-dom's documents fail react-aria's
    // `instanceof Document` check, so there the dialog takes it back: it stays in the palette.
    await waitFor(() => expect(palette.contains(document.activeElement)).toBe(true));
    expect(search.getAttribute("placeholder")).toBe("Search commands");
    const labels = shownLabels(palette);
    expect(labels).toContain("Open the Theme panel");
    expect(labels).toContain("Switch to English");
    expect(labels).toContain("Go to page: Tabela de tarifas | Maré Rent (/tarifas)");
    expect(labels).not.toContain("Open the Inbox");
    expect(within(palette).getByRole("group", { name: "Panels" })).toBeTruthy();
  });

  it("opens on ⌘K too", async () => {
    renderHost();
    await openPalette({ metaKey: true });
  });

  it("keeps the commands matching any word typed, whatever the case and accents", async () => {
    renderHost();
    const { palette, search } = await openPalette();
    type(search, "THÈME");
    expect(shownLabels(palette)).toEqual(["Open the Theme panel"]);
    type(search, "precos");
    expect(shownLabels(palette)).toEqual([
      "Go to page: Preços de aluguer de carros em Porto Santo | Maré Rent (/pricing)",
    ]);
    type(search, "zzz");
    expect(shownLabels(palette)).toEqual([]);
    expect(within(palette).getByText("No command matches")).toBeTruthy();
  });

  it("runs the command chosen with the arrows on Enter, and closes", async () => {
    const { session } = renderHost();
    const { search } = await openPalette();
    type(search, "english");
    press(search, "ArrowDown");
    press(search, "Enter");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(session.view.getState().language).toBe("en"));
  });

  it("runs a command clicked and calls the shell for the panel", async () => {
    const { onOpenPanel } = renderHost();
    const { palette, search } = await openPalette();
    type(search, "pages");
    fireEvent.click(within(palette).getByRole("menuitem", { name: /Open the Pages panel/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(onOpenPanel).toHaveBeenCalledWith("pages"));
  });

  it("closes on Escape, runs nothing, and gives the focus back", async () => {
    const { onExit, session } = renderHost();
    const before = screen.getByRole("button", { name: "Before" });
    act(() => before.focus());
    const { search } = await openPalette();
    type(search, "width");
    press(search, "Escape");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onExit).not.toHaveBeenCalled();
    expect(session.view.getState().width).toBe("fit");
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it("opens from a Ctrl+K pressed inside the canvas, which the shell takes", async () => {
    const { canvasShortcuts } = renderHost();
    const key = { key: "k", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
    let taken = false;
    act(() => {
      taken = canvasShortcuts.current(key);
    });
    expect(taken).toBe(true);
    expect(await screen.findByRole("dialog", { name: "Commands" })).toBeTruthy();
    expect(canvasShortcuts.current({ ...key, key: "c" })).toBe(false);
    expect(canvasShortcuts.current({ ...key, key: "v", metaKey: true, ctrlKey: false })).toBe(
      false,
    );
  });

  it("opens the shortcuts' list from a ? pressed inside the canvas", async () => {
    const { canvasShortcuts } = renderHost();
    const key = { key: "?", ctrlKey: false, metaKey: false, shiftKey: true, altKey: false };
    act(() => void canvasShortcuts.current(key));
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeTruthy();
  });

  it("has no axe violations", async () => {
    renderHost();
    await openPalette();
    expect(await violations()).toEqual([]);
  });
});

describe("the keyboard shortcuts' list", () => {
  it("opens on ?, listing the editor's and the page's shortcuts", async () => {
    renderHost();
    press(document.body, "?", { shiftKey: true });
    const list = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    const terms = within(list)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const definitions = within(list)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);
    expect(definitions).toEqual([
      "Open the commands",
      "Undo",
      "Redo",
      "Save now",
      "Keyboard shortcuts",
      "Go from section to section (a section's handle selects it)",
      "Move the selected section up or down",
      "Step out: from a text to its section, from a section to the top bar",
    ]);
    expect(terms).toEqual([
      "CtrlK",
      "CtrlZ",
      "CtrlShiftZ",
      "CtrlS",
      "?",
      "Tab or ShiftTab",
      "Alt↑ or Alt↓",
      "Esc",
    ]);
    expect(await violations()).toEqual([]);
    fireEvent.click(within(list).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not open while a field is being typed in", async () => {
    renderHost();
    const field = screen.getByRole("textbox", { name: "A field" });
    press(field, "?", { shiftKey: true });
    const editable = document.createElement("div");
    editable.contentEditable = "true";
    document.body.append(editable);
    press(editable, "?", { shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
    editable.remove();
  });

  it("saves on Ctrl+S or ⌘S instead of the browser saving the page, a field being typed applied first", () => {
    const { onSave } = renderHost();
    const field = screen.getByRole("textbox", { name: "A field" });
    const applied = vi.fn();
    field.addEventListener("blur", applied);
    field.focus();
    expect(fireEvent.keyDown(field, { key: "s", ctrlKey: true })).toBe(false);
    expect(applied).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(field);
    expect(onSave).toHaveBeenCalledOnce();
    expect(fireEvent.keyDown(document.body, { key: "s", metaKey: true })).toBe(false);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("saves from a Ctrl+S pressed inside the canvas, which the shell takes", () => {
    const { canvasShortcuts, onSave } = renderHost();
    const key = { key: "s", ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };
    expect(canvasShortcuts.current(key)).toBe(true);
    expect(onSave).toHaveBeenCalledOnce();
  });

  it("opens from the palette's Keyboard shortcuts command", async () => {
    renderHost();
    const { search } = await openPalette();
    type(search, "keyboard");
    press(search, "ArrowDown");
    press(search, "Enter");
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Commands" })).toBeNull());
  });
});
