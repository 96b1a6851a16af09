import { ALL_ACCEPTED, ALL_DECLINED } from "@ilha/core";
import { afterEach, describe, expect, it } from "vitest";
import { readCookieSettings, saveConsent } from "./consent-storage.ts";

function forget(siteId: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie saveConsent writes
  document.cookie = `${siteId}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

afterEach(() => {
  forget("cafe-aurora");
  forget("rent-a-car");
  localStorage.clear();
});

describe("consent storage of sites sharing one origin", () => {
  it("keeps each site's choice under its own key", () => {
    saveConsent({ siteId: "cafe-aurora", settings: ALL_DECLINED });
    expect(readCookieSettings("cafe-aurora")).toEqual(ALL_DECLINED);
    expect(readCookieSettings("rent-a-car")).toBeNull();
    saveConsent({ siteId: "rent-a-car", settings: ALL_ACCEPTED });
    expect(readCookieSettings("cafe-aurora")).toEqual(ALL_DECLINED);
    expect(readCookieSettings("rent-a-car")).toEqual(ALL_ACCEPTED);
    expect(localStorage.getItem("cookieSettings")).toBeNull();
  });

  it("reads the shared cookieSettings only for a site whose consent cookie exists without its own key", () => {
    localStorage.setItem("cookieSettings", JSON.stringify(ALL_DECLINED));
    expect(readCookieSettings("rent-a-car")).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie an earlier choice on the site stored
    document.cookie = "cafe-aurora=website-cookiecafe-aurora; path=/";
    expect(readCookieSettings("cafe-aurora")).toEqual(ALL_DECLINED);
    saveConsent({ siteId: "cafe-aurora", settings: ALL_ACCEPTED });
    expect(readCookieSettings("cafe-aurora")).toEqual(ALL_ACCEPTED);
  });
});
