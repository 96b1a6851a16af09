import { describe, expect, it } from "vitest";
import { ALL_ACCEPTED, ALL_DECLINED } from "./consent.ts";
import { consentModeSignals } from "./consent-mode.ts";

describe("Consent Mode v2 signals", () => {
  it("denies every type but security storage before the visitor has chosen", () => {
    expect(consentModeSignals(null)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });

  it("grants every type when the visitor accepts all and only security storage on decline", () => {
    expect(Object.values(consentModeSignals(ALL_ACCEPTED))).toEqual(Array(7).fill("granted"));
    expect(consentModeSignals(ALL_DECLINED)).toEqual(consentModeSignals(null));
  });

  it("grants the ad types for marketing, analytics storage for analytics, the rest for functional", () => {
    expect(consentModeSignals({ analytics: false, marketing: true, functional: false })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
    expect(consentModeSignals({ analytics: true, marketing: false, functional: true })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
      functionality_storage: "granted",
      personalization_storage: "granted",
      security_storage: "granted",
    });
  });
});
