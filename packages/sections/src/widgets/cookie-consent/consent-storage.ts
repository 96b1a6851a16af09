import {
  CONSENT_CHANGE_EVENT,
  COOKIE_SETTINGS_STORAGE_KEY,
  type CookieSettings,
  hasConsentCookie,
  parseCookieSettings,
  serializeConsentCookie,
  serializeCookieSettings,
} from "@ilha/core";

/** The visitor's saved `cookieSettings`, or `null` when none (or unreadable storage). Browser only. */
export function readCookieSettings(): CookieSettings | null {
  try {
    return parseCookieSettings(window.localStorage.getItem(COOKIE_SETTINGS_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Whether the visitor has made a consent choice on this site (its consent cookie exists). */
export function hasConsent(siteId: string): boolean {
  return hasConsentCookie({ cookies: document.cookie, siteId });
}

/**
 * Saves a choice: the site's consent cookie (100 days) and `cookieSettings` in local storage, then
 * tells the page through CONSENT_CHANGE_EVENT.
 */
export function saveConsent({ siteId, settings }: { siteId: string; settings: CookieSettings }) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers visitors use; core builds and encodes the string
  document.cookie = serializeConsentCookie({ siteId, now: new Date() });
  try {
    window.localStorage.setItem(COOKIE_SETTINGS_STORAGE_KEY, serializeCookieSettings(settings));
  } catch {
    // Storage can be unavailable (private modes); the cookie still records that a choice was made.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: settings }));
}

/** Calls `listener` with the new settings whenever a choice is saved; returns the unsubscriber. */
export function onConsentChange(listener: (settings: CookieSettings) => void): () => void {
  const handle = (event: Event) => {
    const settings = (event as CustomEvent<unknown>).detail;
    const parsed = parseCookieSettings(JSON.stringify(settings ?? null));
    if (parsed !== null) listener(parsed);
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}
