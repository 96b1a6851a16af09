import { LIMITS } from "./limits.ts";

/**
 * The local-storage key spec §7 names: one key for every site of an origin. Read only as a
 * fallback for a site whose consent cookie exists (see cookieSettingsStorageKey); never written.
 */
export const SHARED_COOKIE_SETTINGS_STORAGE_KEY = "cookieSettings";

/**
 * Where a site's cookie settings are kept in local storage: one key per site, since every site
 * served by path shares one origin and so one storage (as its consent cookie is named by its id).
 */
export function cookieSettingsStorageKey(siteId: string): string {
  return `${SHARED_COOKIE_SETTINGS_STORAGE_KEY}:${siteId}`;
}
export const CONSENT_COOKIE_VALUE_PREFIX = "website-cookie";
/**
 * The window event a page dispatches when the visitor makes a choice without a reload (Accept or
 * Decline on the banner); its `detail` is the saved CookieSettings.
 */
export const CONSENT_CHANGE_EVENT = "ilha:consent-change";

/** Stored consent (spec §7: local storage `cookieSettings`, kept per site). */
export type CookieSettings = { analytics: boolean; marketing: boolean; functional: boolean };

export const ALL_ACCEPTED: CookieSettings = { analytics: true, marketing: true, functional: true };
export const ALL_DECLINED: CookieSettings = {
  analytics: false,
  marketing: false,
  functional: false,
};

/** Third-party script groups (spec §4). */
export const SCRIPT_GROUPS = ["pixel", "gtag", "metrics", "chat", "ads"] as const;
export type ScriptGroup = (typeof SCRIPT_GROUPS)[number];

const CONSENT_FOR: Record<ScriptGroup, keyof CookieSettings> = {
  pixel: "analytics",
  gtag: "analytics",
  metrics: "analytics",
  chat: "marketing",
  ads: "marketing",
};

/**
 * Which script groups may load once the visitor first moves the mouse or touches: with saved
 * settings, analytics gates pixel, tag and metrics and marketing gates chat and ads; without
 * saved settings, all load.
 */
export function allowedScriptGroups(settings: CookieSettings | null): Record<ScriptGroup, boolean> {
  const allowed = {} as Record<ScriptGroup, boolean>;
  for (const group of SCRIPT_GROUPS) {
    allowed[group] = settings === null ? true : settings[CONSENT_FOR[group]];
  }
  return allowed;
}

/**
 * Reads `cookieSettings` from storage: the three flags of an object holding a boolean for each,
 * other keys ignored. Anything else counts as not saved. Written without zod: the published
 * pages' runtime reads it, and zod would more than double its size.
 */
export function parseCookieSettings(stored: string | null | undefined): CookieSettings | null {
  if (stored === null || stored === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const { analytics, marketing, functional } = parsed as Record<string, unknown>;
  if (
    typeof analytics !== "boolean" ||
    typeof marketing !== "boolean" ||
    typeof functional !== "boolean"
  ) {
    return null;
  }
  return { analytics, marketing, functional };
}

/** The `cookieSettings` value: exactly the three flags, in a stable order. */
export function serializeCookieSettings(settings: CookieSettings): string {
  const { analytics, marketing, functional } = settings;
  return JSON.stringify({ analytics, marketing, functional });
}

export type ConsentCookie = { name: string; value: string; path: "/"; maxAgeSeconds: number };

/** Spec §7: the consent cookie is named by the site id, valued `website-cookie` + site id. */
export function consentCookie(siteId: string): ConsentCookie {
  return {
    name: siteId,
    value: `${CONSENT_COOKIE_VALUE_PREFIX}${siteId}`,
    path: "/",
    maxAgeSeconds: LIMITS.timing.consentCookieDays * 24 * 60 * 60,
  };
}

/** The `document.cookie` string that stores consent for a site for 100 days. */
export function serializeConsentCookie({ siteId, now }: { siteId: string; now: Date }): string {
  const cookie = consentCookie(siteId);
  const expires = new Date(now.getTime() + cookie.maxAgeSeconds * 1000).toUTCString();
  return `${encodeURIComponent(cookie.name)}=${encodeURIComponent(cookie.value)}; path=${cookie.path}; max-age=${cookie.maxAgeSeconds}; expires=${expires}; SameSite=Lax`;
}

/** The banner shows while no consent cookie for the site exists in the `document.cookie` string. */
export function hasConsentCookie({
  cookies,
  siteId,
}: {
  cookies: string;
  siteId: string;
}): boolean {
  const name = encodeURIComponent(siteId);
  return cookies.split(";").some((pair) => pair.trim().split("=")[0] === name);
}
