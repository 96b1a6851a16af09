import { translationStatus } from "@ilha/core";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { pageOf } from "../document/section-edits.ts";
import { SectionLibraryHost } from "./section-library-host.tsx";
import { testSession } from "./test-session.ts";

/** The library open on the sample site's home page, inserting before `beforeId`. */
function renderLibrary(beforeId: string | null, selectedId?: string) {
  const session = testSession();
  session.view.setState({ library: { beforeId }, selectedId });
  const announce = vi.fn();
  render(<SectionLibraryHost session={session} announce={announce} />);
  const panel = screen.getByRole("complementary", { name: "Add a section" });
  const ids = () =>
    (pageOf(session.document.getState().site, "pt", "/")?.components ?? []).map(
      (component) => component.id,
    );
  const add = (label: string) =>
    fireEvent.click(within(panel).getByRole("button", { name: `Add ${label}` }));
  return { session, panel, announce, ids, add };
}

describe("SectionLibraryHost", () => {
  it("offers every kind beside the canvas, grouped under where it goes, and passes axe", async () => {
    const { panel } = renderLibrary("footer");
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 2 }));
    const kinds = within(panel).getAllByRole("listitem");
    expect(kinds).toHaveLength(14);
    // What the page can take first, from the top of a page to its end; its header and footer
    // kinds (held once a page) last, under a sentence that says so.
    const names = within(panel)
      .getAllByRole("button", { name: /^Add / })
      .map((button) => button.getAttribute("aria-label"));
    expect(names.slice(0, 2)).toEqual(["Add Features", "Add Titled blocks"]);
    expect(names.slice(-3)).toEqual(["Add Hero header", "Add Navigation bar", "Add Footer"]);
    const groups = within(panel).getAllByRole("region");
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveProperty(
      "textContent",
      expect.stringContaining(
        "New sections go after the Map and contact section “Visite-nos em Vila Baleira”.",
      ),
    );
    expect(within(groups[1] as HTMLElement).getByText(/^Already on this page/)).toBeTruthy();
    // The page has its header and footer: a second of either is not offered.
    expect(within(panel).getByRole("button", { name: "Add Footer" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(panel).getByRole("button", { name: "Add Features" })).toHaveProperty(
      "disabled",
      false,
    );
    const results = await axe.run(panel, { runOnly: ["wcag2a", "wcag2aa", "wcag22aa"] });
    expect(results.violations).toEqual([]);
  });

  it("inserts each choice after the last, selects it, announces it and stays open with the focus", () => {
    const { session, panel, announce, ids, add } = renderLibrary("footer");
    const before = ids();
    add("Pricing");
    add("Call to action");
    const after = ids();
    const [pricing, cta] = after.filter((id) => !before.includes(id));
    expect(after).toEqual([...before.slice(0, -1), pricing, cta, "footer"]);
    expect(session.view.getState()).toMatchObject({
      selectedId: cta,
      library: { beforeId: "footer" },
    });
    expect(announce.mock.calls).toEqual([
      ["Pricing section added"],
      ["Call to action section added"],
    ]);
    expect(panel.isConnected).toBe(true);
    expect(
      within(panel).getByText(
        "New sections go after the Call to action section “Estamos prontos quando quiser”.",
      ),
    ).toBeTruthy();
    // Each insert is its own step to undo.
    expect(session.document.getState().history.undo).toHaveLength(2);
  });

  it("writes a new section's texts in each language of the site, so none waits for translation", () => {
    const { session, add } = renderLibrary("footer");
    add("Call to action");
    const id = session.view.getState().selectedId;
    const { site } = session.document.getState();
    const copy = (language: string) =>
      pageOf(site, language, "/")?.components.find((component) => component.id === id);
    expect(copy("pt")?.data).toMatchObject({ title: "Estamos prontos quando quiser" });
    expect(copy("en")?.data).toMatchObject({ title: "Ready when you are" });
    const stateOf = (key: string) =>
      translationStatus(session.document.getState().site, "en").texts.find(
        (text) => text.key === key,
      )?.state;
    const waiting = translationStatus(site, "en").texts.filter(
      (text) => text.state !== "translated" && text.key.includes(String(id)),
    );
    expect(waiting).toEqual([]);
    // Recorded as translations: a title the owner then changes in Portuguese is outdated in English.
    session.edit([
      {
        op: "setField",
        language: "pt",
        pagePath: "/",
        sectionId: String(id),
        path: ["title"],
        value: "Reserve já",
      },
    ]);
    expect(stateOf(`/#${id}:title`)).toBe("outdated");
  });

  it("moves its place after a section selected while it is open, not the one it opened with", () => {
    const { session, panel, ids, add } = renderLibrary("footer", "hero");
    expect(session.view.getState().library).toEqual({ beforeId: "footer" });
    act(() => session.view.setState({ selectedId: "vehicles" }));
    expect(session.view.getState().library).toEqual({ beforeId: "fleet-scooters" });
    expect(
      within(panel).getByText(
        "New sections go after the Features section “Escolha o seu veículo”.",
      ),
    ).toBeTruthy();
    add("Pricing");
    expect(ids().indexOf("vehicles") + 1).toBe(
      ids().indexOf(String(session.view.getState().selectedId)),
    );
  });

  it("lists a page's first kinds first while the page has none, each under where it lands", () => {
    const { session, panel, add } = renderLibrary("footer", "vehicles");
    act(() => session.view.setState({ pagePath: "/termos", selectedId: "footer" }));
    const page = () => pageOf(session.document.getState().site, "pt", "/termos")?.components ?? [];
    // The page's navigation bar goes: the headers come first again, under their own sentence.
    const header = String(page()[0]?.id);
    act(() => {
      session.edit([{ op: "removeSection", pagePath: "/termos", sectionId: header }]);
    });
    const names = within(panel)
      .getAllByRole("button", { name: /^Add / })
      .map((button) => button.getAttribute("aria-label"));
    expect(names.slice(0, 3)).toEqual(["Add Hero header", "Add Navigation bar", "Add Features"]);
    expect(within(panel).getByText("A header goes at the top of the page.")).toBeTruthy();
    // With the footer selected, a body kind goes before it, after the last body section.
    expect(within(panel).getByText(/^New sections go after the Long text section/)).toBeTruthy();
    add("Gallery");
    expect(page().at(-2)?.type).toBe("gallery");
    add("Hero header");
    expect(page()[0]?.type).toBe("hero-header");
  });

  it("goes before the footer of another page put in view while it is open", () => {
    const { session, add } = renderLibrary("footer", "vehicles");
    act(() => session.view.setState({ pagePath: "/pricing", selectedId: undefined }));
    const page = () => pageOf(session.document.getState().site, "pt", "/pricing")?.components ?? [];
    const footer = page().find((component) => component.type === "footer")?.id;
    expect(session.view.getState().library).toEqual({ beforeId: footer });
    add("Gallery");
    expect(page().at(-2)?.type).toBe("gallery");
  });

  it("takes the focus again at each ask to open it, not when the selection moves its place", () => {
    const { session, panel } = renderLibrary("footer", "hero");
    const heading = within(panel).getByRole("heading", { level: 2 });
    const choice = within(panel).getByRole("button", { name: "Add Pricing" });
    act(() => choice.focus());
    act(() => session.view.setState({ selectedId: "vehicles" }));
    expect(document.activeElement).toBe(choice);
    act(() => session.view.setState({ library: { beforeId: "footer", request: 2 } }));
    expect(document.activeElement).toBe(heading);
  });

  it("closes by Escape and gives the selected section the focus", () => {
    const { session, panel, add } = renderLibrary("footer");
    add("Pricing");
    const { selectedId } = session.view.getState();
    fireEvent.keyDown(within(panel).getByRole("button", { name: "Add Pricing" }), {
      key: "Escape",
    });
    expect(session.view.getState()).toMatchObject({ library: undefined, focusId: selectedId });
  });
});
