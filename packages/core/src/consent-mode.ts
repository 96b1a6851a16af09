import type { CookieSettings } from "./consent.ts";

export type ConsentModeState = "granted" | "denied";

/** The Google Consent Mode v2 consent types, each granted or denied. */
export type ConsentModeSignals = {
  ad_storage: ConsentModeState;
  ad_user_data: ConsentModeState;
  ad_personalization: ConsentModeState;
  analytics_storage: ConsentModeState;
  functionality_storage: ConsentModeState;
  personalization_storage: ConsentModeState;
  security_storage: ConsentModeState;
};

const state = (isGranted: boolean): ConsentModeState => (isGranted ? "granted" : "denied");

/**
 * The Consent Mode v2 signals that match a visitor's choice: marketing grants the three ad types,
 * analytics grants analytics storage, functional grants functionality and personalisation
 * storage, and security storage (the essential category) is always granted.
 *
 * Without a saved choice every type but security storage is denied. The spec still loads every
 * script after the first movement in that case; the signals make Google's tags run without
 * cookies or ad personalisation until the visitor chooses.
 */
export function consentModeSignals(settings: CookieSettings | null): ConsentModeSignals {
  const analytics = settings?.analytics === true;
  const marketing = settings?.marketing === true;
  const functional = settings?.functional === true;
  return {
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
    analytics_storage: state(analytics),
    functionality_storage: state(functional),
    personalization_storage: state(functional),
    security_storage: "granted",
  };
}
