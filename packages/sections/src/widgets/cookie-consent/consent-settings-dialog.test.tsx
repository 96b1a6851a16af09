import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import { axeViolations } from "../../test-support/section-checks.ts";
import { CookieConsent } from "./cookie-consent.tsx";
import { forgetConsent, siteWithConsent } from "./test-consent.ts";

const SWITCHES = ["Analytics", "Marketing", "Functional"];

/** Opens the popup from the banner's Settings button, as a click does: focus, then click. */
function reopenSettings() {
  const settings = screen.getByRole("button", { name: "Settings" });
  settings.focus();
  fireEvent.click(settings);
  act(() => vi.advanceTimersByTime(20));
  return screen.getByRole("dialog", { name: "Cookie settings" });
}

function openSettings() {
  renderInSite(<CookieConsent />, { site: siteWithConsent() });
  return reopenSettings();
}

const switchStates = (dialog: HTMLElement) =>
  SWITCHES.map(
    (name) => (within(dialog).getByRole("switch", { name }) as HTMLInputElement).checked,
  );

beforeEach(() => {
  forgetConsent();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetConsent();
});

describe("cookie settings popup", () => {
  it("lists every category: essential always on without a switch, the others switched on", () => {
    const dialog = openSettings();
    expect(
      within(dialog).getByText("Choose which categories of cookies you accept."),
    ).toBeDefined();
    const essential = dialog.querySelector<HTMLElement>("[data-category='essential']");
    if (essential === null) throw new Error("the essential category is listed");
    expect(within(essential).getByText("Always on")).toBeDefined();
    expect(within(essential).queryByRole("switch")).toBeNull();
    expect(within(essential).queryByRole("checkbox")).toBeNull();
    expect(switchStates(dialog)).toEqual([true, true, true]);
    const analytics = within(dialog).getByRole("switch", { name: "Analytics" });
    expect(analytics.getAttribute("aria-describedby")).not.toBeNull();
    expect(
      document.getElementById(analytics.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Help us understand visits.");
  });

  it("saves the chosen categories on Confirm and reloads the page", () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const dialog = openSettings();
    fireEvent.click(within(dialog).getByRole("switch", { name: "Marketing" }));
    fireEvent.click(within(dialog).getByText("Functional"));
    expect(switchStates(dialog)).toEqual([true, false, false]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save preferences" }));
    expect(localStorage.getItem("cookieSettings:bilingual")).toBe(
      '{"analytics":true,"marketing":false,"functional":false}',
    );
    expect(document.cookie).toContain("bilingual=website-cookiebilingual");
    expect(reload).toHaveBeenCalledOnce();
  });

  it("resets every switch to on when the popup is closed, and keeps the banner", () => {
    const dialog = openSettings();
    fireEvent.click(within(dialog).getByRole("switch", { name: "Analytics" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close cookie settings" }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeDefined();
    expect(localStorage.getItem("cookieSettings:bilingual")).toBeNull();
    expect(switchStates(reopenSettings())).toEqual([true, true, true]);
  });

  it("closes on Escape and returns focus to the Settings button", () => {
    const dialog = openSettings();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Settings" }));
  });

  it("has no axe violations", async () => {
    const dialog = openSettings();
    vi.useRealTimers();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
