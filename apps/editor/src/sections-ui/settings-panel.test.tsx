import type { Site } from "@ilha/core";
import { ICON_NAMES } from "@ilha/sections";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import type { EditorSession } from "../document/editor-session.ts";
import { SettingsPanel } from "./settings-panel.tsx";
import { sectionData, testSession } from "./test-session.ts";

function renderPanel({
  pagePath = "/",
  sectionId,
  session = testSession({ pagePath }),
}: {
  pagePath?: string;
  sectionId: string;
  session?: EditorSession;
}) {
  const onClose = vi.fn();
  const view = render(<SettingsPanel session={session} sectionId={sectionId} onClose={onClose} />);
  return { ...view, session, onClose };
}

/** Types into a field and confirms with Enter, as an owner does. */
function typeAndConfirm(input: HTMLElement, value: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: "Enter" });
}

const both = (read: (language: string) => unknown) => [read("pt"), read("en")];

describe("SettingsPanel", () => {
  it("is named after the section's kind, takes focus and closes with its Close button", () => {
    const { onClose } = renderPanel({ pagePath: "/pricing", sectionId: "group-a" });
    const panel = screen.getByRole("complementary", { name: "Pricing settings" });
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 2 }));
    fireEvent.click(within(panel).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("sets the highlighted plan of a pricing section in every language, chosen among its plans by name", () => {
    const { session } = renderPanel({ pagePath: "/pricing", sectionId: "group-a" });
    const data = (language: string) =>
      sectionData({ session, language, pagePath: "/pricing", sectionId: "group-a" });
    const plans = (data("en")?.plans ?? []) as { cardTitle?: string }[];
    const select = screen.getByRole("combobox", { name: "Highlighted plan" });
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(plans.map((plan, index) => `Plan ${index + 1} · ${plan.cardTitle}`));
    expect(plans.length).toBe(3);
    expect(select).toHaveProperty("value", "1");
    fireEvent.change(select, { target: { value: "2" } });
    expect(both((language) => data(language)?.primaryPlanIdx)).toEqual([2, 2]);
    expect(session.document.getState().history.undo).toHaveLength(1);
  });

  it("lists the fields of list items by item", () => {
    renderPanel({ pagePath: "/pricing", sectionId: "group-a" });
    const titles = screen.getAllByRole("heading", { level: 3 }).map((title) => title.textContent);
    expect(titles).toEqual(["Plan 1", "Plan 2", "Plan 3"]);
    const alignment = screen.getByRole("combobox", { name: "Plan 2 · Plan name alignment" });
    expect(alignment).toHaveProperty("value", "center");
    expect(screen.getByRole("combobox", { name: "Title alignment" })).toBeDefined();
  });

  it("names the icons of social links and the kinds of buttons by their item", () => {
    renderPanel({ sectionId: "hero" });
    const icon = screen.getByRole("textbox", { name: "Social link 2 · Icon" });
    expect(icon).toHaveProperty("value", "instagram");
    expect(screen.getByRole("combobox", { name: "Button 1 · Button kind" })).toBeDefined();
  });

  it("picks an icon from a grid of the set, each shown with its name, as one edit in every language", async () => {
    const { session } = renderPanel({ sectionId: "hero" });
    const icon = (language: string) =>
      (
        sectionData({ session, language, pagePath: "/", sectionId: "hero" }) as {
          headerSocials: { icon: string }[];
        }
      ).headerSocials[1]?.icon;
    const field = screen.getByRole("textbox", { name: "Social link 2 · Icon" });
    const toggle = field.closest("[data-field]")?.querySelector("button[aria-expanded]");
    fireEvent.click(toggle as HTMLElement);
    const grid = screen.getByRole("listbox", { name: "Icons for Social link 2 · Icon" });
    const options = within(grid).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([...ICON_NAMES]);
    expect(
      within(grid).getByRole("option", { name: "instagram" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(options.every((option) => option.querySelector("svg path") !== null)).toBe(true);
    const results = await axe.run(document.body, { runOnly: ["wcag2a", "wcag2aa", "wcag22aa"] });
    expect(results.violations).toEqual([]);
    fireEvent.click(within(grid).getByRole("option", { name: "whatsapp" }));
    expect(both(icon)).toEqual(["whatsapp", "whatsapp"]);
    expect(field).toHaveProperty("value", "whatsapp");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(session.document.getState().history.undo).toHaveLength(1);
  });

  it("takes an icon name typed in full, one the page registers itself (spec §7), and refuses one too long", () => {
    const { session } = renderPanel({ sectionId: "hero" });
    const input = screen.getByRole("textbox", { name: "Social link 2 · Icon" });
    const icon = () =>
      (
        sectionData({ session, language: "pt", pagePath: "/", sectionId: "hero" }) as {
          headerSocials: { icon: string }[];
        }
      ).headerSocials[1]?.icon;
    typeAndConfirm(input, "my-own-icon");
    act(() => input.blur());
    expect(icon()).toBe("my-own-icon");
    typeAndConfirm(input, "x".repeat(65));
    act(() => input.blur());
    expect(icon()).toBe("my-own-icon");
    expect(screen.getByRole("alert").textContent).toBe(
      "Your have exceeded the maximum character limit.",
    );
  });

  it("edits an image's text alternative, shown nowhere on the page, in the language in view only", () => {
    const session = testSession({ language: "en" });
    renderPanel({ sectionId: "fleet-group-a", session });
    const input = screen.getByRole("textbox", { name: "Post 1 · Alternative text" });
    const alt = (language: string) =>
      (
        sectionData({ session, language, pagePath: "/", sectionId: "fleet-group-a" }) as {
          posts: { alt: string }[];
        }
      ).posts[0]?.alt;
    const [portuguese] = both(alt);
    expect(input).toHaveProperty("value", alt("en"));
    typeAndConfirm(input, "A small red car by the harbour");
    expect(both(alt)).toEqual([portuguese, "A small red car by the harbour"]);
  });

  it("counts a typed value's characters (spec §5): warned under 5 left, refused with the over-limit message past the limit", () => {
    const { session } = renderPanel({ sectionId: "fleet-group-a" });
    const input = screen.getByRole("textbox", { name: "Post 1 · Alternative text" });
    const description = () =>
      document.getElementById(input.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    act(() => input.focus());
    fireEvent.change(input, { target: { value: "x".repeat(316) } });
    expect(screen.getByText("316/320").className).toMatch(/near/);
    expect(description()?.textContent).toContain("316/320");
    fireEvent.change(input, { target: { value: "x".repeat(321) } });
    expect(screen.getByText("321/320").className).toMatch(/over/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Your have exceeded the maximum character limit.")).toBeTruthy();
    const before = session.document.getState().site;
    fireEvent.keyDown(input, { key: "Enter" });
    expect(session.document.getState().site).toBe(before);
    expect(screen.getByRole("alert").textContent).toBe(
      "Your have exceeded the maximum character limit.",
    );
  });

  it("sets the logo colour of a header in every language", () => {
    const { session } = renderPanel({ pagePath: "/pricing", sectionId: "header" });
    const select = screen.getByRole("combobox", { name: "Logo colour" });
    fireEvent.change(select, { target: { value: "black" } });
    const colour = (language: string) =>
      sectionData({ session, language, pagePath: "/pricing", sectionId: "header" })?.logoColor;
    expect(both(colour)).toEqual(["black", "black"]);
    expect(select).toHaveProperty("value", "black");
  });

  it("keeps the overlay transparency within its bounds of 0 to 1", () => {
    const { session } = renderPanel({ sectionId: "hero" });
    const input = screen.getByRole("textbox", { name: "Overlay transparency" });
    expect(input).toHaveProperty("value", "0.45");
    typeAndConfirm(input, "5");
    const data = sectionData({ session, language: "en", pagePath: "/", sectionId: "hero" });
    expect(data?.bgOverlayTransparency).toBe(1);
  });

  it("shows the map's coordinates as stored", () => {
    renderPanel({ sectionId: "contact" });
    const latitude = screen.getByRole("textbox", { name: "Map coordinates · Latitude" });
    expect(latitude).toHaveProperty("value", "33.0607");
    expect(screen.getByRole("textbox", { name: "Map coordinates · Longitude" })).toHaveProperty(
      "value",
      "-16.3394",
    );
  });

  it("refuses an embed address that is not a map's with spec §5's message", () => {
    const { session } = renderPanel({ sectionId: "contact" });
    const before = session.document.getState().site;
    const input = screen.getByRole("textbox", { name: "Map embed address" });
    typeAndConfirm(input, "https://example.com/embed?q=porto-santo");
    expect(screen.getByRole("alert").textContent).toBe(
      "Only the maps service's embed addresses are allowed",
    );
    expect(session.document.getState().site).toBe(before);
  });

  it("sets a map's embed address in every language and clears the message", () => {
    const { session } = renderPanel({ sectionId: "contact" });
    const input = screen.getByRole("textbox", { name: "Map embed address" });
    typeAndConfirm(input, "ftp://maps.example");
    const address = "https://www.google.com/maps/embed?pb=porto-santo";
    typeAndConfirm(input, address);
    expect(screen.queryByRole("alert")).toBeNull();
    const embed = (language: string) =>
      sectionData({ session, language, pagePath: "/", sectionId: "contact" })?.mapSrc;
    expect(both(embed)).toEqual([address, address]);
  });

  it("shows the document's value again when an edit is undone", () => {
    const { session } = renderPanel({ sectionId: "contact" });
    const select = screen.getByRole("combobox", { name: "Title alignment" });
    const embed = screen.getByRole("textbox", { name: "Map embed address" });
    fireEvent.change(select, { target: { value: "right" } });
    typeAndConfirm(embed, "https://www.google.com/maps/embed?pb=porto-santo");
    expect(select).toHaveProperty("value", "right");
    act(() => void session.undo());
    act(() => void session.undo());
    expect(select).toHaveProperty("value", "left");
    expect(embed).toHaveProperty("value", "");
  });

  it("says so when the section has no settings", () => {
    const session = testSession();
    // Every kind of the catalogue has settings: a footer without social links stands in.
    const { site } = session.document.getState();
    const pages = site.content.pt?.pages.map((page) => ({
      ...page,
      components: page.components.map((component) =>
        component.id === "footer"
          ? { ...component, data: { ...component.data, socials: [] } }
          : component,
      ),
    }));
    const content = { ...site.content, pt: { ...site.content.pt, pages } };
    session.document.setState({ site: { ...site, content } as Site });
    renderPanel({ sectionId: "footer", session });
    expect(screen.getByRole("complementary", { name: "Footer settings" }).textContent).toContain(
      "This section has no settings besides what you edit on the page.",
    );
  });

  it.each([
    { pagePath: "/pricing", sectionId: "group-a" },
    { pagePath: "/", sectionId: "contact" },
    { pagePath: "/", sectionId: "hero" },
  ])("has no axe violations for $sectionId", async ({ pagePath, sectionId }) => {
    const { container } = renderPanel({ pagePath, sectionId });
    typeAndConfirm(screen.getAllByRole("textbox")[0] as HTMLElement, "not a value");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
