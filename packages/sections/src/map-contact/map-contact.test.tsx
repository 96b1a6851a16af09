import { ALL_ACCEPTED, mapContactData, mapEmbedUrl, SECTION_CATALOGUE } from "@ilha/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite, renderToHtml } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { mapContactConfig } from "./map-contact.config.ts";
import { MapContact } from "./map-contact.tsx";
import { FakeObserver, storeCookieSettings } from "./map-test-support.ts";

const CONTACT = {
  title: "Visit us in Vila Baleira",
  paragraph: "We are in the centre of Vila Baleira, a short walk from the beach.",
  mapSrc: "",
  geoLocation: { lat: 33.0607, lng: -16.3394 },
  name: "Maré Rent — Porto Santo",
  location: "Rua João Gonçalves Zarco 12, 9400-165 Vila Baleira",
  phone: "+351 291 980 120 · +351 912 345 678",
  email: "reservas@mare-rent.example",
};

const EMPTY = { title: "", paragraph: "", name: "", location: "", phone: "", email: "" };

const contact = componentOf("map-contact");

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("map contact in view mode", () => {
  it.each(COLOR_MODES)("renders the heading and the contact card in %s", (colorMode) => {
    const { container } = renderInSite(
      <MapContact component={contact(CONTACT, { colorMode })} isFirst={false} />,
    );
    const section = container.querySelector("section");
    expect(section?.dataset.colorMode).toBe(colorMode);
    expect(section?.getAttribute("aria-label")).toBe("Visit us in Vila Baleira");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(CONTACT.title);
    expect(screen.getByText(CONTACT.paragraph).tagName).toBe("P");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe(CONTACT.name);
    expect(screen.getByText(CONTACT.location)).toBeDefined();
  });

  it("links each phone number with tel: and the e-mail with mailto:, in the same tab", () => {
    renderInSite(<MapContact component={contact(CONTACT)} isFirst={false} />);
    const first = screen.getByRole("link", { name: "+351 291 980 120" });
    const second = screen.getByRole("link", { name: "+351 912 345 678" });
    expect(first.getAttribute("href")).toBe("tel:+351291980120");
    expect(second.getAttribute("href")).toBe("tel:+351912345678");
    const email = screen.getByRole("link", { name: CONTACT.email });
    expect(email.getAttribute("href")).toBe("mailto:reservas@mare-rent.example");
    expect([first, second, email].every((link) => link.getAttribute("target") === null)).toBe(true);
  });

  it("shows text that is not a phone number or an e-mail as plain text", () => {
    renderInSite(
      <MapContact
        component={contact({ ...CONTACT, phone: "Ask at the desk", email: "at the desk" })}
        isFirst={false}
      />,
    );
    expect(screen.getByText("Ask at the desk").closest("a")).toBeNull();
    expect(screen.getByText("at the desk").closest("a")).toBeNull();
  });

  it("shows a placeholder with an Open map link until the section nears the viewport", () => {
    storeCookieSettings(ALL_ACCEPTED);
    const { container } = renderInSite(<MapContact component={contact(CONTACT)} isFirst={false} />);
    expect(container.querySelector("iframe")).toBeNull();
    const open = screen.getByRole("link", { name: "Open map" });
    expect(open.getAttribute("href")).toBe("https://maps.google.com/?q=33.0607,-16.3394");
    expect(open.getAttribute("target")).toBe("_blank");
    expect(FakeObserver.instances.at(-1)?.options?.rootMargin).toBe("500px");
  });

  it("embeds the map from the coordinates within 500 px of the viewport once functional cookies are accepted", () => {
    storeCookieSettings({ analytics: false, marketing: false, functional: true });
    const { container } = renderInSite(<MapContact component={contact(CONTACT)} isFirst={false} />);
    expect(screen.queryByRole("button", { name: "Load map" })).toBeNull();
    act(() => FakeObserver.enterViewport());
    const iframe = container.querySelector("iframe");
    expect(iframe?.getAttribute("src")).toBe(mapEmbedUrl({ geoLocation: CONTACT.geoLocation }));
    expect(iframe?.getAttribute("title")).toBe("Map: Maré Rent — Porto Santo");
    expect(iframe?.getAttribute("loading")).toBe("lazy");
    expect(iframe?.getAttribute("referrerpolicy")).toBe("no-referrer-when-downgrade");
    expect(screen.queryByRole("link", { name: "Open map" })).toBeNull();
  });

  it("embeds a stored embed URL, and only an embed URL of the maps service", () => {
    storeCookieSettings(ALL_ACCEPTED);
    const mapSrc = "https://www.google.com/maps/embed?pb=!1m18!1m12";
    const stored = renderInSite(
      <MapContact component={contact({ ...CONTACT, mapSrc })} isFirst={false} />,
    );
    act(() => FakeObserver.enterViewport());
    expect(stored.container.querySelector("iframe")?.getAttribute("src")).toBe(mapSrc);
    stored.unmount();
    const component = contact(CONTACT);
    component.data.mapSrc = "https://evil.example/maps/embed";
    const { container } = renderInSite(<MapContact component={component} isFirst={false} />);
    act(() => FakeObserver.enterViewport());
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(
      mapEmbedUrl({ geoLocation: CONTACT.geoLocation }),
    );
  });

  it("keeps the orientation on the frame so RIGHT swaps the card and the map", () => {
    const { container } = renderInSite(
      <MapContact component={contact(CONTACT, { orientation: "RIGHT" })} isFirst={false} />,
    );
    expect(container.querySelector("section")?.dataset.orientation).toBe("RIGHT");
  });

  it("renders no empty field, no map without a place, and nothing for an empty section", () => {
    const data = { ...EMPTY, name: "Maré Rent", geoLocation: undefined };
    const { container } = renderInSite(<MapContact component={contact(data)} isFirst={false} />);
    expect(container.querySelector("h2")).toBeNull();
    expect(container.querySelectorAll("li")).toHaveLength(0);
    expect(screen.queryByRole("link", { name: "Open map" })).toBeNull();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Maré Rent");
    const empty = renderInSite(<MapContact component={contact(EMPTY)} isFirst={false} />);
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<MapContact component={contact(CONTACT)} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    storeCookieSettings(ALL_ACCEPTED);
    const node = <MapContact component={contact(CONTACT)} isFirst={false} />;
    const markup = renderToHtml(node);
    expect(markup).toContain("Open map");
    expect(markup).not.toContain("<iframe");
    expect(markup).not.toContain("Load map");
    await expectHydrationUnchanged(node);
  });
});

describe("map contact in edit mode", () => {
  it("keeps every empty field editable with the spec's limits", () => {
    const { container } = renderInSite(<MapContact component={contact(EMPTY)} isFirst={false} />, {
      mode: "edit",
    });
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual(["title", "paragraph", "name", "location", "phone", "email"]);
    const limits = { title: 120, paragraph: 1500, name: 80, location: 80, phone: 80, email: 80 };
    for (const [name, max] of Object.entries(limits)) {
      const field = container.querySelector<HTMLElement>(`[data-field="${name}"]`);
      if (field === null) throw new Error(`${name} is editable`);
      fireEvent.focus(field);
      expect(within(container).getByText(`0/${max}`)).toBeDefined();
      fireEvent.blur(field);
    }
  });
});

describe("map contact config", () => {
  it("is in the contact category and its defaults validate", () => {
    expect(mapContactConfig.category).toBe(SECTION_CATALOGUE["map-contact"].category);
    expect(mapContactData.safeParse(mapContactConfig.defaults()).success).toBe(true);
  });
});
