import {
  CONSENT_CHANGE_EVENT,
  type CookieSettings,
  cookieSettingsStorageKey,
  hasConsentCookie,
  parseCookieSettings,
  SHARED_COOKIE_SETTINGS_STORAGE_KEY,
  serializeConsentCookie,
  serializeCookieSettings,
} from "@ilha/core";

/**
 * The visitor's saved cookie settings for the site, or `null` when none (or unreadable storage).
 * A site's own key holds them; a site whose consent cookie exists without its own key reads the
 * shared `cookieSettings` a choice made before keys were per site left. Browser only.
 */
export function readCookieSettings(siteId: string): CookieSettings | null {
  try {
    const own = window.localStorage.getItem(cookieSettingsStorageKey(siteId));
    if (own !== null || !hasConsent(siteId)) return parseCookieSettings(own);
    return parseCookieSettings(window.localStorage.getItem(SHARED_COOKIE_SETTINGS_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Whether a storage event may have changed the site's saved settings. */
export function isCookieSettingsChange({
  event,
  siteId,
}: {
  event: StorageEvent;
  siteId: string;
}): boolean {
  return event.key === null || event.key === cookieSettingsStorageKey(siteId);
}

/** Whether the visitor has made a consent choice on this site (its consent cookie exists). */
export function hasConsent(siteId: string): boolean {
  return hasConsentCookie({ cookies: document.cookie, siteId });
}

/**
 * Saves a choice: the site's consent cookie (100 days) and the settings under the site's own
 * local-storage key (other sites of the origin keep theirs), then tells the page through
 * CONSENT_CHANGE_EVENT.
 */
export function saveConsent({ siteId, settings }: { siteId: string; settings: CookieSettings }) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers visitors use; core builds and encodes the string
  document.cookie = serializeConsentCookie({ siteId, now: new Date() });
  try {
    window.localStorage.setItem(
      cookieSettingsStorageKey(siteId),
      serializeCookieSettings(settings),
    );
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
