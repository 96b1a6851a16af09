import type { ConsentSettings, Site } from "@ilha/core";
import { fixtureSite } from "../../test-support/render-section.tsx";

/** The English consent settings of a test site, every banner button visible. */
export const CONSENT: ConsentSettings = {
  consentText: "We use cookies to run this website and, if you agree, to show the map.",
  acceptBtn: { name: "Accept", isVisible: true },
  declineBtn: { name: "Decline", isVisible: true },
  privacyPolicyBtn: { name: "Privacy policy", isVisible: true, link: "/privacy" },
  settingsBtn: { name: "Settings", isVisible: true },
  title: "Cookie settings",
  description: "Choose which categories of cookies you accept.",
  confirmBtnName: "Save preferences",
  categories: [
    { type: "essential", title: "Essential", description: "Needed for the website to work." },
    { type: "analytics", title: "Analytics", description: "Help us understand visits." },
    { type: "marketing", title: "Marketing", description: "Show relevant advertising." },
    { type: "functional", title: "Functional", description: "Load the interactive map." },
  ],
};

/** The bilingual fixture site with `consent` as its English consent settings (`null`: none). */
export function siteWithConsent(consent: ConsentSettings | null = CONSENT): Site {
  const site = fixtureSite();
  const english = site.content.en;
  if (english === undefined) throw new Error("the fixture has English content");
  return {
    ...site,
    content: { ...site.content, en: { ...english, consent: consent ?? undefined } },
  };
}

/** Removes the fixture site's consent cookie and saved settings. */
export function forgetConsent(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the widget writes
  document.cookie = "bilingual=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  localStorage.clear();
}
