import { ERRORS, validateSite } from "@ilha/core";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { testSession } from "../../sections-ui/test-session.ts";
import { PagesPanel } from "./pages-panel.tsx";

function renderPanel({ pagePath = "/", language = "pt" } = {}) {
  const session = testSession({ pagePath, language });
  const announce = vi.fn();
  const view = render(
    <PagesPanel session={session} siteId="sample" isShared={false} announce={announce} />,
  );
  const site = () => session.document.getState().site;
  const paths = (code = "pt") => site().content[code]?.pages.map((page) => page.path);
  const pageAt = (path: string, code = "pt") =>
    site().content[code]?.pages.find((page) => page.path === path);
  return { ...view, session, announce, site, paths, pageAt };
}

/** Types into a field and confirms with Enter, as an owner does. */
function typeAndConfirm(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter" });
}

function addPage({ title, path, startFrom }: { title: string; path: string; startFrom?: string }) {
  fireEvent.click(screen.getByRole("button", { name: "Add page" }));
  const dialog = screen.getByRole("dialog", { name: "Add a page" });
  fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), {
    target: { value: title },
  });
  fireEvent.change(within(dialog).getByRole("textbox", { name: /^Path/ }), {
    target: { value: path },
  });
  if (startFrom !== undefined) {
    const select = within(dialog).getByRole("combobox", { name: "Start from" });
    fireEvent.change(select, { target: { value: startFrom } });
  }
  fireEvent.click(within(dialog).getByRole("button", { name: "Add page" }));
  return dialog;
}

const ORIGINAL_PATHS = [
  "/",
  "/pricing",
  "/termos",
  "/parceiros",
  "/politicadeprivacidade",
  "/booking",
  "/tarifas",
  "/motas",
];

describe("PagesPanel: pages", () => {
  it("lists the pages with their titles and paths, the page in view selected", () => {
    renderPanel({ pagePath: "/pricing" });
    const list = screen.getByRole("grid", { name: "Pages of the site" });
    const rows = within(list).getAllByRole("row");
    expect(rows).toHaveLength(8);
    expect(rows[1]?.textContent).toBe(
      "Preços de aluguer de carros em Porto Santo | Maré Rent/pricing",
    );
    expect(rows[1]?.getAttribute("aria-selected")).toBe("true");
    expect(rows[0]?.getAttribute("aria-selected")).toBe("false");
  });

  it("opens a page in the canvas when it is chosen", () => {
    const { session } = renderPanel();
    const rows = within(screen.getByRole("grid")).getAllByRole("row");
    fireEvent.click(rows[2] as HTMLElement);
    expect(session.view.getState().pagePath).toBe("/termos");
    expect(
      screen.getByRole("heading", { level: 3, name: /^This page: Condições gerais/ }),
    ).toBeDefined();
  });

  it("adds a blank page in every language and opens it; undo takes it away", () => {
    const { session, paths, pageAt, site, announce } = renderPanel();
    addPage({ title: "Frota", path: "/frota" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(paths("pt")).toEqual([...ORIGINAL_PATHS, "/frota"]);
    expect(paths("en")).toEqual([...ORIGINAL_PATHS, "/frota"]);
    expect(pageAt("/frota", "en")).toEqual({
      path: "/frota",
      meta: { title: "Frota", keywords: "", description: "" },
      components: [],
    });
    expect(session.view.getState().pagePath).toBe("/frota");
    expect(announce).toHaveBeenCalledWith("Page Frota added");
    expect(validateSite(site()).ok).toBe(true);
    act(() => void session.undo());
    expect(paths("pt")).toEqual(ORIGINAL_PATHS);
  });

  it("offers the title's path until the owner types one, and shows no error before that", () => {
    const { paths } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    const dialog = screen.getByRole("dialog", { name: "Add a page" });
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    const path = within(dialog).getByRole("textbox", { name: /^Path/ });
    expect(path.getAttribute("aria-invalid")).toBeNull();
    expect(within(dialog).queryByText(/Use a path such as/)).toBeNull();
    fireEvent.change(title, { target: { value: "Sobre nós" } });
    expect(path).toHaveProperty("value", "/sobre-nos");
    fireEvent.change(title, { target: { value: "Sobre nós & a Ilha" } });
    expect(path).toHaveProperty("value", "/sobre-nos-a-ilha");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    // Once the owner types a path, the title no longer changes it.
    fireEvent.change(path, { target: { value: "/quem-somos" } });
    fireEvent.change(title, { target: { value: "Quem somos" } });
    expect(path).toHaveProperty("value", "/quem-somos");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add page" }));
    expect(paths()).toContain("/quem-somos");
  });

  it("shows a path's problem once the path field is left, not while the title is typed", () => {
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Add page" }));
    const dialog = screen.getByRole("dialog", { name: "Add a page" });
    // The title's path is taken: nothing is said until the page is asked for.
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), {
      target: { value: "Pricing" },
    });
    expect(within(dialog).queryByText(ERRORS.pagePathTaken.message)).toBeNull();
    const path = within(dialog).getByRole("textbox", { name: /^Path/ });
    act(() => path.focus());
    fireEvent.change(path, { target: { value: "Contacts" } });
    act(() => path.blur());
    expect(
      within(dialog).getByText(
        "Use a path such as /contacts: a slash, then lowercase letters, digits and hyphens",
      ),
    ).toBeDefined();
  });

  it("adds a copy of a page, each language its own, with new section ids", () => {
    const { pageAt, site } = renderPanel();
    addPage({ title: "Preços 2", path: "/precos-2", startFrom: "/pricing" });
    for (const language of ["pt", "en"]) {
      const source = pageAt("/pricing", language);
      const copy = pageAt("/precos-2", language);
      expect(copy?.meta.title).toBe("Preços 2");
      expect(copy?.meta.description).toBe(source?.meta.description);
      expect(copy?.components.map((component) => component.type)).toEqual(
        source?.components.map((component) => component.type),
      );
      expect(copy?.components.map((component) => component.data)).toEqual(
        source?.components.map((component) => component.data),
      );
      for (const component of copy?.components ?? []) {
        expect(source?.components.map((item) => item.id)).not.toContain(component.id);
      }
    }
    const ids = (language: string) => pageAt("/precos-2", language)?.components.map((c) => c.id);
    expect(ids("en")).toEqual(ids("pt"));
    expect(validateSite(site()).ok).toBe(true);
  });

  it.each([
    { path: "/pricing", message: "Another page of the site already has this path" },
    { path: "/", message: "Another page of the site already has this path" },
    {
      path: "Contactos",
      message: "Use a path such as /contacts: a slash, then lowercase letters, digits and hyphens",
    },
    {
      path: "/contactos/",
      message: "Use a path such as /contacts: a slash, then lowercase letters, digits and hyphens",
    },
  ])("refuses the new path $path with the catalogue's message", ({ path, message }) => {
    const { site } = renderPanel();
    const before = site();
    const dialog = addPage({ title: "Contactos", path });
    expect(within(dialog).getByText(message)).toBeDefined();
    expect(
      within(dialog).getByRole("textbox", { name: /^Path/ }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(site()).toBe(before);
  });

  it("changes a page's path in every language, its links follow, and undo puts both back", () => {
    const { session, paths, site } = renderPanel({ pagePath: "/termos" });
    const input = screen.getByRole("textbox", { name: /^Path/ });
    expect(input).toHaveProperty("value", "/termos");
    typeAndConfirm(input, "/condicoes");
    expect(paths("en")).toContain("/condicoes");
    expect(paths("pt")).not.toContain("/termos");
    expect(session.view.getState().pagePath).toBe("/condicoes");
    for (const language of ["pt", "en"]) {
      expect(site().content[language]?.headerLinks[2]?.link).toBe("/condicoes");
      expect(site().content[language]?.footerLinks[2]?.link).toBe("/condicoes");
    }
    expect(session.document.getState().history.undo).toHaveLength(1);
    act(() => void session.undo());
    expect(paths("pt")).toEqual(ORIGINAL_PATHS);
    expect(site().content.en?.headerLinks[2]?.link).toBe("/termos");
  });

  it("refuses / or a taken path for another page with the catalogue's messages", () => {
    const { site } = renderPanel({ pagePath: "/termos" });
    const before = site();
    const input = screen.getByRole("textbox", { name: /^Path/ });
    typeAndConfirm(input, "/");
    expect(screen.getByRole("alert").textContent).toBe(
      "The home page cannot be removed or moved to another path",
    );
    typeAndConfirm(input, "/motas");
    expect(screen.getByRole("alert").textContent).toBe(
      "Another page of the site already has this path",
    );
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
    expect(site()).toBe(before);
  });

  it("keeps the home page at / and offers no way to delete it", () => {
    renderPanel({ pagePath: "/" });
    expect(screen.queryByRole("textbox", { name: /^Path/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete page" })).toBeNull();
    expect(
      screen.getByText("The home page cannot be removed or moved to another path"),
    ).toBeDefined();
  });

  it("deletes a page after confirmation, in every language, and undo brings it back", () => {
    const { session, paths, announce } = renderPanel({ pagePath: "/motas" });
    fireEvent.click(screen.getByRole("button", { name: "Delete page" }));
    const dialog = screen.getByRole("alertdialog", {
      name: /^Delete the page Aluguer de scooters/,
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(paths("pt")).toEqual(ORIGINAL_PATHS);
    fireEvent.click(screen.getByRole("button", { name: "Delete page" }));
    const again = screen.getByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Delete page" }));
    expect(paths("pt")).not.toContain("/motas");
    expect(paths("en")).not.toContain("/motas");
    expect(session.view.getState().pagePath).toBe("/");
    expect(announce).toHaveBeenCalledWith(
      "Page Aluguer de scooters e motas em Porto Santo | Maré Rent deleted",
    );
    act(() => void session.undo());
    expect(paths("en")).toEqual(ORIGINAL_PATHS);
  });

  it("moves a page up and down among the pages of every language", () => {
    const { paths, announce } = renderPanel({ pagePath: "/termos" });
    fireEvent.click(screen.getByRole("button", { name: "Move page up" }));
    expect(paths("pt")?.slice(0, 3)).toEqual(["/", "/termos", "/pricing"]);
    expect(paths("en")?.slice(0, 3)).toEqual(["/", "/termos", "/pricing"]);
    expect(announce).toHaveBeenCalledWith(
      "Condições gerais de aluguer | Maré Rent moved to position 2 of 8",
    );
    fireEvent.click(screen.getByRole("button", { name: "Move page down" }));
    fireEvent.click(screen.getByRole("button", { name: "Move page down" }));
    expect(paths("pt")?.slice(0, 4)).toEqual(["/", "/pricing", "/parceiros", "/termos"]);
  });

  it("cannot move the last page down", () => {
    renderPanel({ pagePath: "/motas" });
    expect(screen.getByRole("button", { name: "Move page down" }).hasAttribute("disabled")).toBe(
      true,
    );
  });
});

describe("PagesPanel: title, description and keywords", () => {
  it("sets the page's title in the language in view only, with its counter", () => {
    const { pageAt, session } = renderPanel({ pagePath: "/pricing", language: "en" });
    const input = screen.getByRole("textbox", { name: "Title" });
    typeAndConfirm(input, "Car rental prices");
    expect(pageAt("/pricing", "en")?.meta.title).toBe("Car rental prices");
    expect(pageAt("/pricing", "pt")?.meta.title).toBe(
      "Preços de aluguer de carros em Porto Santo | Maré Rent",
    );
    expect(screen.getByText("17/120")).toBeDefined();
    act(() => void session.undo());
    expect(input).toHaveProperty("value", pageAt("/pricing", "en")?.meta.title);
  });

  it("sets the description and keywords", () => {
    const { pageAt } = renderPanel({ pagePath: "/booking" });
    typeAndConfirm(screen.getByRole("textbox", { name: "Description" }), "Reserve já.");
    typeAndConfirm(screen.getByRole("textbox", { name: "Keywords" }), "reserva, carro");
    expect(pageAt("/booking")?.meta).toMatchObject({
      description: "Reserve já.",
      keywords: "reserva, carro",
    });
  });

  it("cuts a title beyond 120 characters with spec §5's warning", () => {
    const { pageAt } = renderPanel({ pagePath: "/booking" });
    const input = screen.getByRole("textbox", { name: "Title" });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: "a".repeat(130) } });
    expect(input).toHaveProperty("value", "a".repeat(120));
    expect(screen.getByRole("alert").textContent).toBe(
      "Your have exceeded the maximum character limit.",
    );
    expect(screen.getByText("120/120")).toBeDefined();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(pageAt("/booking")?.meta.title).toBe("a".repeat(120));
  });

  it("flags the first page's meta for all pages in every language", () => {
    const { pageAt, session } = renderPanel({ pagePath: "/" });
    const flag = screen.getByRole("switch", { name: "Use for all pages" });
    fireEvent.click(flag);
    expect(pageAt("/", "pt")?.meta.useForAll).toBe(true);
    expect(pageAt("/", "en")?.meta.useForAll).toBe(true);
    act(() => session.view.setState({ pagePath: "/pricing" }));
    expect(screen.queryByRole("switch", { name: "Use for all pages" })).toBeNull();
    expect(screen.getByText(/^The first page \(Maré Rent — Aluguer/).textContent).toContain(
      "stands for every page",
    );
    act(() => void session.undo());
    expect(pageAt("/", "en")?.meta.useForAll).toBeUndefined();
  });
});

describe("PagesPanel: header and footer links", () => {
  const headerLinks = (session: ReturnType<typeof renderPanel>["session"], code: string) =>
    session.document.getState().site.content[code]?.headerLinks;

  /** Opens `field`'s list of the site's places and picks the one named `option`. */
  function pick(field: HTMLElement, option: RegExp) {
    // The list opens as the owner types; else by its button.
    if (screen.queryAllByRole("option").length === 0) {
      const control = field.parentElement ?? document.body;
      fireEvent.click(within(control).getByRole("button", { name: /^Show the site's pages/ }));
    }
    fireEvent.click(screen.getByRole("option", { name: option }));
  }

  it("asks which page a new header link goes to, and adds it in every language under that page's name", () => {
    const { session } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Add to header links" }));
    const form = screen.getByRole("form", { name: "Add to header links" });
    const field = within(form).getByRole("combobox", { name: "Links to" });
    expect(document.activeElement).toBe(field);
    // Nothing is added before a page is picked.
    expect(headerLinks(session, "pt")).toHaveLength(6);
    pick(field, /^Tabela de tarifas/);
    expect(headerLinks(session, "pt")?.at(-1)).toEqual({
      text: "Tabela de tarifas",
      link: "/tarifas",
    });
    expect(headerLinks(session, "en")?.at(-1)?.link).toBe("/tarifas");
    expect(headerLinks(session, "en")?.at(-1)?.text).not.toBe("Link");
    expect(screen.getByRole("group", { name: "Link 7 of header links" })).toBeDefined();
    expect(screen.queryByRole("form", { name: "Add to header links" })).toBeNull();
  });

  it("offers each page's sections by their anchors, and refuses an unsafe typed address", () => {
    const { session } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Add to header links" }));
    const form = screen.getByRole("form", { name: "Add to header links" });
    const field = within(form).getByRole("combobox", { name: "Links to" });
    typeAndConfirm(field, "javascript:alert(1)");
    fireEvent.click(within(form).getByRole("button", { name: "Add link" }));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Only http(s), mailto, tel, relative and hash links are allowed",
    );
    expect(headerLinks(session, "pt")).toHaveLength(6);
    fireEvent.change(field, { target: { value: "" } });
    pick(field, /Section: Visite-nos em Vila Baleira/);
    expect(headerLinks(session, "pt")?.at(-1)).toEqual({
      text: "Visite-nos em Vila Baleira",
      link: "/#contact",
    });
  });

  it("edits a link's text in the language in view and its target in every language", () => {
    const { session } = renderPanel({ language: "en" });
    const link = screen.getByRole("group", { name: "Link 2 of header links" });
    typeAndConfirm(within(link).getByRole("textbox", { name: "Link text" }), "Rates and plans");
    const target = within(link).getByRole("combobox", { name: "Link target" });
    expect(target).toHaveProperty("value", "/pricing");
    pick(target, /\/tarifas$/);
    expect(headerLinks(session, "en")?.[1]).toEqual({ text: "Rates and plans", link: "/tarifas" });
    expect(headerLinks(session, "pt")?.[1]).toEqual({ text: "Preços", link: "/tarifas" });
  });

  it("takes a web address, and refuses an unsafe one with the catalogue's message", () => {
    const { session } = renderPanel();
    const link = screen.getByRole("group", { name: "Link 1 of footer links" });
    const address = within(link).getByRole("combobox", { name: "Link target" });
    typeAndConfirm(address, "javascript:alert(1)");
    expect(within(link).getByRole("alert").textContent).toBe(
      "Only http(s), mailto, tel, relative and hash links are allowed",
    );
    typeAndConfirm(address, "https://example.com/rent");
    const footer = session.document.getState().site.content.en?.footerLinks;
    expect(footer?.[0]).toEqual({ text: "Home", link: "https://example.com/rent" });
  });

  it("moves and removes footer links in every language; undo restores them", () => {
    const { session } = renderPanel();
    const footer = (code: string) =>
      session.document.getState().site.content[code]?.footerLinks.map((item) => item.link);
    const first = screen.getByRole("group", { name: "Link 1 of footer links" });
    fireEvent.click(within(first).getByRole("button", { name: "Move down" }));
    expect(footer("en")).toEqual(["/politicadeprivacidade", "/", "/termos"]);
    const third = screen.getByRole("group", { name: "Link 3 of footer links" });
    fireEvent.click(within(third).getByRole("button", { name: "Remove" }));
    expect(footer("pt")).toEqual(["/politicadeprivacidade", "/"]);
    expect(footer("en")).toEqual(["/politicadeprivacidade", "/"]);
    act(() => void session.undo());
    act(() => void session.undo());
    expect(footer("pt")).toEqual(["/", "/politicadeprivacidade", "/termos"]);
  });

  it("keeps the overflow label required: an empty one goes back with spec §5's message", () => {
    const { session } = renderPanel({ language: "en" });
    const input = screen.getByRole("textbox", { name: "Overflow menu label" });
    typeAndConfirm(input, "");
    expect(screen.getByRole("alert").textContent).toBe("This field is required");
    expect(input).toHaveProperty("value", "More");
    typeAndConfirm(input, "Other pages");
    expect(session.document.getState().site.content.en?.extraLinksLabel).toBe("Other pages");
    expect(session.document.getState().site.content.pt?.extraLinksLabel).toBe("Mais");
    expect(screen.getByText("11/40")).toBeDefined();
  });
});

describe("PagesPanel: accessibility", () => {
  it.each(["/", "/pricing"])("has no axe violations on %s", async (pagePath) => {
    const { container } = renderPanel({ pagePath });
    typeAndConfirm(screen.getByRole("textbox", { name: "Overflow menu label" }), "");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("has no axe violations in the add-page dialog", async () => {
    renderPanel();
    const dialog = addPage({ title: "", path: "/pricing" });
    await act(async () => {});
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
