import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInSite, renderToHtml } from "../../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { CookieConsent } from "./cookie-consent.tsx";
import { CONSENT, forgetConsent, siteWithConsent } from "./test-consent.ts";

const banner = () => screen.queryByRole("region", { name: "Cookie consent" });

beforeEach(forgetConsent);
afterEach(forgetConsent);

describe("cookie consent banner", () => {
  it("is not in the server markup and appears once mounted while the site has no consent cookie", () => {
    const html = renderToHtml(<CookieConsent />, { site: siteWithConsent() });
    expect(html).toBe("");
    renderInSite(<CookieConsent />, { site: siteWithConsent() });
    expect(banner()).not.toBeNull();
    expect(screen.getByText(CONSENT.consentText).tagName).toBe("P");
  });

  it("stays hidden when the site's consent cookie exists, and hydrates without errors", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a previous visit stored
    document.cookie = "bilingual=website-cookiebilingual; path=/";
    renderInSite(<CookieConsent />, { site: siteWithConsent() });
    expect(banner()).toBeNull();
    await expectHydrationUnchanged(<CookieConsent />, { site: siteWithConsent() });
  });

  it("shows nothing when the site has no consent settings", () => {
    const { container } = renderInSite(<CookieConsent />, { site: siteWithConsent(null) });
    expect(container.innerHTML).toBe("");
  });

  it("renders the visible buttons in order, the privacy policy as a link under the route base", () => {
    renderInSite(<CookieConsent />, { site: siteWithConsent() });
    const region = banner();
    if (region === null) throw new Error("the banner shows");
    const controls = [...region.querySelectorAll("a, button")];
    expect(controls.map((control) => control.textContent)).toEqual([
      "Privacy policy",
      "Settings",
      "Decline",
      "Accept",
    ]);
    const policy = within(region).getByRole("link", { name: "Privacy policy" });
    expect(policy.getAttribute("href")).toBe("/s/bilingual/en/privacy/");
  });

  it("renders only the buttons marked visible, like the sample's lone Accept", () => {
    const hidden = { isVisible: false };
    const consent = {
      ...CONSENT,
      declineBtn: { ...CONSENT.declineBtn, ...hidden },
      settingsBtn: { ...CONSENT.settingsBtn, ...hidden },
      privacyPolicyBtn: { ...CONSENT.privacyPolicyBtn, ...hidden },
    };
    renderInSite(<CookieConsent />, { site: siteWithConsent(consent) });
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Accept"]);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("keeps Accept when no choice button is visible, so the banner can always be dismissed", () => {
    const consent = {
      ...CONSENT,
      acceptBtn: { ...CONSENT.acceptBtn, isVisible: false },
      declineBtn: { ...CONSENT.declineBtn, isVisible: false },
      settingsBtn: { ...CONSENT.settingsBtn, isVisible: false },
    };
    renderInSite(<CookieConsent />, { site: siteWithConsent(consent) });
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Accept"]);
  });

  it("stores every category on Accept: the cookie named by the site id and the site's cookieSettings", () => {
    const changes: unknown[] = [];
    const listen = (event: Event) => changes.push((event as CustomEvent).detail);
    window.addEventListener("ilha:consent-change", listen);
    renderInSite(<CookieConsent />, { site: siteWithConsent() });
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    window.removeEventListener("ilha:consent-change", listen);
    expect(document.cookie).toContain("bilingual=website-cookiebilingual");
    expect(localStorage.getItem("cookieSettings:bilingual")).toBe(
      '{"analytics":true,"marketing":true,"functional":true}',
    );
    expect(changes).toEqual([{ analytics: true, marketing: true, functional: true }]);
    expect(banner()).toBeNull();
  });

  it("publishes its height for the fixed widgets to rise above while it shows, and withdraws it after a choice", () => {
    const height = () => document.documentElement.style.getPropertyValue("--ilha-consent-height");
    renderInSite(<CookieConsent />, { site: siteWithConsent() });
    expect(height()).toMatch(/^\d+(\.\d+)?px$/);
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(height()).toBe("");
  });

  it("stores no category on Decline", () => {
    renderInSite(<CookieConsent />, { site: siteWithConsent() });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(document.cookie).toContain("bilingual=website-cookiebilingual");
    expect(localStorage.getItem("cookieSettings:bilingual")).toBe(
      '{"analytics":false,"marketing":false,"functional":false}',
    );
    expect(banner()).toBeNull();
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<CookieConsent />, { site: siteWithConsent() });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("cookie consent banner in edit mode", () => {
  it("shows even with a consent cookie, and a choice only hides it", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a previous visit stored
    document.cookie = "bilingual=website-cookiebilingual; path=/";
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    renderInSite(<CookieConsent />, { site: siteWithConsent(), mode: "edit" });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem("cookieSettings:bilingual")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });

  it("in the editor shows as the editor's control says, and a choice asks it to hide the banner", () => {
    let isShown = false;
    const listeners = new Set<() => void>();
    const set = (value: boolean) => {
      isShown = value;
      for (const listener of listeners) listener();
    };
    const hide = vi.fn(() => set(false));
    const consentBanner = {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      isShown: () => isShown,
      hide,
    };
    renderInSite(<CookieConsent />, { site: siteWithConsent(), mode: "edit", consentBanner });
    expect(banner()).toBeNull();
    act(() => set(true));
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(hide).toHaveBeenCalledOnce();
    expect(banner()).toBeNull();
    expect(localStorage.getItem("cookieSettings:bilingual")).toBeNull();
    act(() => set(true));
    expect(banner()).not.toBeNull();
    expect(listeners.size).toBe(1);
  });
});
