import { ALL_ACCEPTED, ALL_DECLINED } from "@ilha/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInSite, renderToHtml } from "../test-support/render-section.tsx";
import { axeViolations } from "../test-support/section-checks.ts";
import { saveConsent } from "../widgets/cookie-consent/consent-storage.ts";
import { MapEmbed } from "./map-embed.tsx";
import { FakeObserver, storeCookieSettings } from "./map-test-support.ts";

const SRC = "https://maps.google.com/maps?q=33.0607%2C-16.3394&z=15&output=embed";
const NOTE =
  "The map is provided by Google Maps, a third-party service that may set its own cookies.";

const map = <MapEmbed src={SRC} openUrl="https://maps.google.com/?q=1,2" title="Map: Maré Rent" />;
const iframe = (container: HTMLElement) => container.querySelector("iframe");

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("consent-gated map", () => {
  it("server-renders the placeholder without the Load map button, which needs scripts", () => {
    const html = renderToHtml(map);
    expect(html).toContain("Open map");
    expect(html).not.toContain("Load map");
    expect(html).not.toContain(NOTE);
  });

  it.each([
    ["nothing is saved", null],
    ["functional cookies are declined", { ...ALL_ACCEPTED, functional: false }],
  ])("keeps the map behind Load map and a third-party note when %s", (_, settings) => {
    if (settings !== null) storeCookieSettings(settings);
    const { container } = renderInSite(map);
    act(() => FakeObserver.enterViewport());
    expect(iframe(container)).toBeNull();
    expect(screen.getByRole("button", { name: "Load map" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Open map" })).toBeDefined();
    expect(screen.getByText(NOTE).tagName).toBe("P");
  });

  it("loads the map when the visitor asks, moves focus to it and saves no consent", () => {
    storeCookieSettings(ALL_DECLINED);
    const { container } = renderInSite(map);
    fireEvent.click(screen.getByRole("button", { name: "Load map" }));
    expect(iframe(container)?.getAttribute("src")).toBe(SRC);
    expect(document.activeElement).toBe(iframe(container));
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(localStorage.getItem("cookieSettings:bilingual")).toBe(JSON.stringify(ALL_DECLINED));
  });

  it("loads the map without a reload when the visitor accepts cookies on the page", () => {
    const { container } = renderInSite(map);
    act(() => FakeObserver.enterViewport());
    expect(iframe(container)).toBeNull();
    act(() => saveConsent({ siteId: "bilingual", settings: ALL_ACCEPTED }));
    expect(iframe(container)?.getAttribute("src")).toBe(SRC);
    expect(screen.queryByRole("button", { name: "Load map" })).toBeNull();
  });

  it("waits for the viewport after consent, and follows a choice saved in another tab", () => {
    const { container } = renderInSite(map);
    storeCookieSettings(ALL_ACCEPTED);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "cookieSettings:bilingual" }));
    });
    expect(iframe(container)).toBeNull();
    expect(screen.queryByRole("button", { name: "Load map" })).toBeNull();
    act(() => FakeObserver.enterViewport());
    expect(iframe(container)?.getAttribute("src")).toBe(SRC);
  });

  it("offers no Load map without a map to load", () => {
    renderInSite(<MapEmbed src={undefined} openUrl="https://maps.google.com/?q=x" title="Map" />);
    expect(screen.queryByRole("button", { name: "Load map" })).toBeNull();
    expect(screen.getByRole("link", { name: "Open map" })).toBeDefined();
  });

  it("has no axe violations with the Load map button", async () => {
    const { container } = renderInSite(map);
    expect(await axeViolations(container)).toEqual([]);
  });
});
