import { describe, expect, it } from "vitest";
import { defaultConsent, defaultConsentCategory } from "./consent-defaults.ts";
import { CONSENT_CATEGORY_TYPES, consentSettings } from "./consent-settings.ts";

describe("consent defaults", () => {
  it("makes a banner the schema accepts, with every category once and essential first", () => {
    const consent = defaultConsent();
    expect(consentSettings.parse(consent)).toEqual(consent);
    expect(consent.categories.map((category) => category.type)).toEqual([
      ...CONSENT_CATEGORY_TYPES,
    ]);
    expect(consent.categories[0]?.type).toBe("essential");
  });

  it("shows Accept, Decline and Settings, and hides the privacy button until it has a link", () => {
    const consent = defaultConsent();
    expect(consent.acceptBtn).toEqual({ name: "Accept", isVisible: true });
    expect(consent.declineBtn.isVisible).toBe(true);
    expect(consent.settingsBtn.isVisible).toBe(true);
    expect(consent.privacyPolicyBtn).toEqual({
      name: "Privacy policy",
      isVisible: false,
      link: "",
    });
  });

  it("gives each category a title and a description", () => {
    for (const type of CONSENT_CATEGORY_TYPES) {
      const category = defaultConsentCategory(type);
      expect(category.type).toBe(type);
      expect(category.title).not.toBe("");
      expect(category.description).not.toBe("");
    }
  });
});
