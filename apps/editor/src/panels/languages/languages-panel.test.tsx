import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { testSession } from "../../sections-ui/test-session.ts";
import { LanguagesPanel } from "./languages-panel.tsx";

function renderPanel() {
  const session = testSession();
  const announce = vi.fn();
  const view = render(
    <LanguagesPanel session={session} siteId="site-1" isShared={false} announce={announce} />,
  );
  const languages = () => session.document.getState().site.languages;
  const codes = () => languages().map((entry) => entry.lang.code);
  return { ...view, session, announce, languages, codes };
}

describe("LanguagesPanel", () => {
  it("lists the site's languages with the primary one marked and a flag each", () => {
    const { container } = renderPanel();
    const list = screen.getByRole("list", { name: "The site's languages" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Português"),
      expect.stringContaining("English"),
    ]);
    expect(within(items[0] as HTMLElement).getByText("Primary")).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("src")).toBe(
      "/api/v1/sites/site-1/draft/flags/pt.svg",
    );
  });

  it("puts the language menu's layout before the translation list, which is as long as the page", () => {
    renderPanel();
    const layout = screen.getByRole("radiogroup", { name: "Language menu shows" });
    const translate = screen.getByRole("heading", { name: "Translate" });
    expect(
      layout.compareDocumentPosition(translate) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("adds a language unpublished, with the primary language's texts, and undoes it", () => {
    const { session, codes, languages, announce } = renderPanel();
    fireEvent.change(screen.getByRole("combobox", { name: "Language to add" }), {
      target: { value: "fr" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(codes()).toEqual(["pt", "en", "fr"]);
    expect(languages()[2]?.status).toBe("inactive");
    const site = session.document.getState().site;
    expect(site.content.fr).toEqual(site.content.pt);
    expect(announce).toHaveBeenCalledWith("French added, not published yet");
    expect(screen.getByRole("switch", { name: "Published: French" })).toHaveProperty(
      "checked",
      false,
    );
    act(() => void session.undo());
    expect(codes()).toEqual(["pt", "en"]);
  });

  it("publishes and unpublishes a language", () => {
    const { languages } = renderPanel();
    const toggle = screen.getByRole("switch", { name: "Published: English" });
    expect(toggle).toHaveProperty("checked", true);
    fireEvent.click(toggle);
    expect(languages()[1]?.status).toBe("inactive");
    expect(screen.getByText("Not published: visitors do not see it yet.")).toBeTruthy();
  });

  it("reorders the languages and announces the new place", () => {
    const { codes, announce } = renderPanel();
    expect(screen.getByRole("button", { name: "Move Portuguese up" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move English up" }));
    expect(codes()).toEqual(["en", "pt"]);
    expect(announce).toHaveBeenCalledWith("English moved to position 1 of 2");
    fireEvent.click(screen.getByRole("button", { name: "Move English down" }));
    expect(codes()).toEqual(["pt", "en"]);
  });

  it("makes another language the primary one", () => {
    const { languages, announce } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Make primary: English" }));
    expect(languages().find((entry) => entry.isPrimary)?.lang.code).toBe("en");
    expect(announce).toHaveBeenCalledWith("English is now the primary language");
  });

  it("removes a language only once the owner confirms, and never the primary one", () => {
    const { codes } = renderPanel();
    expect(screen.queryByRole("button", { name: "Remove Portuguese" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove English" }));
    const ask = screen.getByRole("alertdialog", { name: "Remove English?" });
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(codes()).toEqual(["pt", "en"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove English" }));
    fireEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove language" }),
    );
    expect(codes()).toEqual(["pt"]);
  });

  it("sets the language menu's layout", () => {
    const { session } = renderPanel();
    fireEvent.click(screen.getByRole("radio", { name: "Flag only" }));
    expect(session.document.getState().site.settings.languageMenuLayout).toBe("flag");
  });

  it("has no axe violations", async () => {
    const { container } = renderPanel();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
