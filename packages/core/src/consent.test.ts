import { describe, expect, it } from "vitest";
import {
  ALL_ACCEPTED,
  ALL_DECLINED,
  allowedScriptGroups,
  consentCookie,
  hasConsentCookie,
  parseCookieSettings,
  serializeConsentCookie,
  serializeCookieSettings,
} from "./consent.ts";

describe("consent", () => {
  it("loads every script group when no settings are saved", () => {
    expect(allowedScriptGroups(null)).toEqual({
      pixel: true,
      gtag: true,
      metrics: true,
      chat: true,
      ads: true,
    });
  });

  it("gates pixel, tag and metrics by analytics and chat and ads by marketing", () => {
    expect(allowedScriptGroups({ analytics: true, marketing: false, functional: true })).toEqual({
      pixel: true,
      gtag: true,
      metrics: true,
      chat: false,
      ads: false,
    });
    expect(allowedScriptGroups({ analytics: false, marketing: true, functional: false })).toEqual({
      pixel: false,
      gtag: false,
      metrics: false,
      chat: true,
      ads: true,
    });
    expect(Object.values(allowedScriptGroups(ALL_DECLINED)).every((allowed) => !allowed)).toBe(
      true,
    );
  });

  it("reads stored cookieSettings and treats anything malformed as not saved", () => {
    expect(parseCookieSettings(JSON.stringify(ALL_ACCEPTED))).toEqual(ALL_ACCEPTED);
    expect(parseCookieSettings(null)).toBeNull();
    expect(parseCookieSettings("{not json")).toBeNull();
    expect(
      parseCookieSettings('{"analytics":"yes","marketing":true,"functional":true}'),
    ).toBeNull();
    expect(parseCookieSettings('{"analytics":true}')).toBeNull();
  });

  it("reads the three flags of stored cookieSettings that carry extra keys, ignoring the extras", () => {
    const stored = '{"analytics":false,"marketing":false,"functional":true,"version":2,"ads":true}';
    expect(parseCookieSettings(stored)).toEqual({
      analytics: false,
      marketing: false,
      functional: true,
    });
    expect(allowedScriptGroups(parseCookieSettings(stored))).toEqual({
      pixel: false,
      gtag: false,
      metrics: false,
      chat: false,
      ads: false,
    });
  });

  it("counts stored values that are not an object with a boolean per flag as not saved", () => {
    for (const stored of [
      "",
      "true",
      "null",
      '"analytics"',
      "[true,true,true]",
      "{}",
      '{"analytics":true,"marketing":true}',
      '{"analytics":1,"marketing":0,"functional":1}',
      '{"analytics":true,"marketing":null,"functional":true,"extra":true}',
    ]) {
      expect(parseCookieSettings(stored), stored).toBeNull();
    }
  });

  it("stores exactly the three flags, which read back as saved", () => {
    const settings = { functional: false, analytics: true, marketing: false, extra: 1 };
    const stored = serializeCookieSettings(settings);
    expect(stored).toBe('{"analytics":true,"marketing":false,"functional":false}');
    expect(parseCookieSettings(stored)).toEqual({
      analytics: true,
      marketing: false,
      functional: false,
    });
  });

  it("names the cookie by the site id, valued website-cookie plus the id, path /, 100 days", () => {
    expect(consentCookie("vehicle-rental")).toEqual({
      name: "vehicle-rental",
      value: "website-cookievehicle-rental",
      path: "/",
      maxAgeSeconds: 8_640_000,
    });
    const now = new Date("2026-11-21T12:00:00Z");
    expect(serializeConsentCookie({ siteId: "vehicle-rental", now })).toBe(
      "vehicle-rental=website-cookievehicle-rental; path=/; max-age=8640000; expires=Mon, 01 Mar 2027 12:00:00 GMT; SameSite=Lax",
    );
  });

  it("finds the consent cookie of the site among others", () => {
    const cookies = "a=1; vehicle-rental=website-cookievehicle-rental; b=2";
    expect(hasConsentCookie({ cookies, siteId: "vehicle-rental" })).toBe(true);
    expect(hasConsentCookie({ cookies, siteId: "other" })).toBe(false);
    expect(hasConsentCookie({ cookies: "", siteId: "vehicle-rental" })).toBe(false);
  });
});
