import { describe, expect, it, vi } from "vitest";
import type { SitePanel } from "../document/view-store.ts";
import { testSession } from "../sections-ui/test-session.ts";
import { matchesQuery } from "./command-match.ts";
import { type EditorActions, editorCommands } from "./editor-commands.ts";
import { ariaKeyshortcuts, isShortcut, shortcutText } from "./shortcut-keys.ts";
import { shortcutList } from "./shortcut-list.ts";

function actions(more: Partial<EditorActions> = {}): EditorActions {
  return {
    onUndo: vi.fn(),
    onRedo: vi.fn(),
    onSave: vi.fn(),
    onAddSection: vi.fn(),
    onInsertSection: vi.fn(),
    onOpenPanel: vi.fn(),
    onExit: vi.fn(),
    onShowShortcuts: vi.fn(),
    ...more,
  };
}

function commandsOf({
  offered = ["pages", "theme"],
  more = {},
}: {
  offered?: SitePanel[];
  more?: Partial<EditorActions>;
} = {}) {
  const session = testSession();
  const given = actions(more);
  const commands = editorCommands({ session, offeredPanels: new Set(offered), actions: given });
  const byId = (id: string) => {
    const command = commands.find((candidate) => candidate.id === id);
    if (command === undefined) throw new Error(`no command ${id}`);
    return command;
  };
  return { session, actions: given, commands, byId, ids: commands.map((command) => command.id) };
}

describe("editorCommands", () => {
  it("offers a page command for each page of the language in view, which goes there", () => {
    const { session, ids, byId } = commandsOf();
    expect(ids.filter((id) => id.startsWith("page:"))).toEqual([
      "page:/",
      "page:/pricing",
      "page:/termos",
      "page:/parceiros",
      "page:/politicadeprivacidade",
      "page:/booking",
      "page:/tarifas",
      "page:/motas",
    ]);
    expect(byId("page:/pricing").label).toBe(
      "Go to page: Preços de aluguer de carros em Porto Santo | Maré Rent (/pricing)",
    );
    session.view.setState({ selectedId: "some-section" });
    byId("page:/pricing").run();
    expect(session.view.getState()).toMatchObject({ pagePath: "/pricing", selectedId: undefined });
  });

  it("offers each kind of section by name, found by typing it, except a second header or footer", () => {
    const { commands, byId, actions: given } = commandsOf();
    const found = commands.filter((command) => matchesQuery(command.label, "pricing"));
    expect(found.map((command) => command.label)).toEqual([
      "Add a section: Pricing",
      "Go to page: Preços de aluguer de carros em Porto Santo | Maré Rent (/pricing)",
    ]);
    byId("insert:pricing").run();
    expect(given.onInsertSection).toHaveBeenCalledWith("pricing");
    // The home page has its hero header and its footer.
    expect(byId("insert:footer").isDisabled).toBe(true);
    expect(byId("insert:navbar-header").isDisabled).toBe(true);
    expect(byId("insert:gallery").isDisabled).toBe(false);
  });

  it("offers each language of the site, which switches to it", () => {
    const { session, ids, byId } = commandsOf();
    expect(ids.filter((id) => id.startsWith("language:"))).toEqual(["language:pt", "language:en"]);
    expect(byId("language:en").label).toBe("Switch to English");
    byId("language:en").run();
    expect(session.view.getState().language).toBe("en");
  });

  it("offers only the site panels it is given, in the rail's order", () => {
    const { ids, byId, actions: given } = commandsOf({ offered: ["theme", "pages"] });
    expect(ids.filter((id) => id.startsWith("panel:"))).toEqual(["panel:pages", "panel:theme"]);
    byId("panel:theme").run();
    expect(given.onOpenPanel).toHaveBeenCalledWith("theme");
    expect(commandsOf({ offered: [] }).ids.some((id) => id.startsWith("panel:"))).toBe(false);
  });

  it("sets each canvas width and turns preview on and off", () => {
    const { session, byId } = commandsOf();
    byId("width:mobile").run();
    expect(session.view.getState().width).toBe("mobile");
    expect(byId("width:tablet").label).toBe("Width: Tablet (768 px)");
    expect(byId("preview").label).toBe("Preview the page");
    byId("preview").run();
    expect(session.view.getState().isPreview).toBe(true);
    const again = editorCommands({ session, offeredPanels: new Set(), actions: actions() });
    expect(again.find((command) => command.id === "preview")?.label).toBe("Back to editing");
    expect(again.find((command) => command.id === "add-section")?.isDisabled).toBe(true);
  });

  it("calls the shell for undo, redo, saving, adding a section, leaving and the shortcuts", () => {
    const { byId, actions: given } = commandsOf();
    for (const id of ["undo", "redo", "save", "add-section", "back-to-sites", "shortcuts"])
      byId(id).run();
    expect(given.onUndo).toHaveBeenCalledOnce();
    expect(given.onRedo).toHaveBeenCalledOnce();
    expect(given.onSave).toHaveBeenCalledOnce();
    expect(byId("save")).toMatchObject({ label: "Save now", shortcut: ["Mod", "s"] });
    expect(given.onAddSection).toHaveBeenCalledOnce();
    expect(given.onExit).toHaveBeenCalledOnce();
    expect(given.onShowShortcuts).toHaveBeenCalledOnce();
  });

  it("marks undo and redo unavailable while the history is empty", () => {
    const { byId } = commandsOf();
    expect(byId("undo")).toMatchObject({ isDisabled: true, shortcut: ["Mod", "z"] });
    expect(byId("redo")).toMatchObject({ isDisabled: true, shortcut: ["Mod", "Shift", "z"] });
  });

  it("offers publishing and the versions only when the shell gives them", () => {
    expect(commandsOf().ids).not.toContain("publish");
    const onPublish = vi.fn();
    const { byId } = commandsOf({ more: { onPublish, onOpenVersions: vi.fn() } });
    expect(byId("versions").group).toBe("site");
    byId("publish").run();
    expect(onPublish).toHaveBeenCalledOnce();
  });

  it("lists the palette's, the commands' and the canvas's shortcuts", () => {
    const { inEditor, inPage } = shortcutList(commandsOf().commands);
    expect(inEditor.map((line) => line.id)).toEqual([
      "palette",
      "undo",
      "redo",
      "save",
      "shortcuts",
    ]);
    expect(inPage.map((line) => line.keys)).toEqual([
      [["Tab"], ["Shift", "Tab"]],
      [
        ["Alt", "ArrowUp"],
        ["Alt", "ArrowDown"],
      ],
      [["Escape"]],
    ]);
  });
});

describe("matchesQuery", () => {
  it("finds a label by the start of any of its words, whatever the case and accents", () => {
    expect(matchesQuery("Open the Theme panel", "THÈME")).toBe(true);
    expect(matchesQuery("Open the Theme panel", "panel the")).toBe(true);
    expect(matchesQuery("Go to page: Preços de aluguer (/pricing)", "precos")).toBe(true);
    expect(matchesQuery("Go to page: Preços de aluguer (/pricing)", "pric")).toBe(true);
    expect(matchesQuery("Open the Theme panel", "heme")).toBe(false);
    expect(matchesQuery("Open the Theme panel", "theme pages")).toBe(false);
    expect(matchesQuery("Anything", "  ")).toBe(true);
  });
});

describe("shortcut keys", () => {
  it("spells a shortcut for aria-keyshortcuts and for the owner, on a Mac or not", () => {
    expect(ariaKeyshortcuts(["Mod", "Shift", "z"])).toBe("Control+Shift+Z Meta+Shift+Z");
    expect(ariaKeyshortcuts(["Alt", "ArrowUp"])).toBe("Alt+ArrowUp");
    expect(shortcutText(["Mod", "Shift", "z"], false)).toBe("Ctrl+Shift+Z");
    expect(shortcutText(["Mod", "Shift", "z"], true)).toBe("⇧⌘Z");
  });

  it("recognises Ctrl or ⌘ for Mod, and ? typed with or without Shift", () => {
    const press = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isShortcut({ ...press, key: "k", ctrlKey: true }, ["Mod", "k"])).toBe(true);
    expect(isShortcut({ ...press, key: "K", metaKey: true }, ["Mod", "k"])).toBe(true);
    expect(isShortcut({ ...press, key: "k" }, ["Mod", "k"])).toBe(false);
    expect(isShortcut({ ...press, key: "k", ctrlKey: true, altKey: true }, ["Mod", "k"])).toBe(
      false,
    );
    expect(isShortcut({ ...press, key: "?", shiftKey: true }, ["?"])).toBe(true);
    expect(isShortcut({ ...press, key: "?", ctrlKey: true }, ["?"])).toBe(false);
  });
});
