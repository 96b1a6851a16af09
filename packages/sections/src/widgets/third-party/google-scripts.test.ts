import { ALL_ACCEPTED, ALL_DECLINED } from "@ilha/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adsScript, gtagScript, setUpConsentMode, updateConsentMode } from "./google-scripts.ts";
import { loadVendorScript } from "./inject-script.ts";
import { dataLayerCommands, forgetVendors, treatScriptsAsLoaded } from "./test-tracking.ts";

const ANALYTICS_ONLY = { ...ALL_DECLINED, analytics: true };

beforeEach(() => {
  treatScriptsAsLoaded();
  forgetVendors();
});

afterEach(forgetVendors);

describe("Google's tags", () => {
  it("set the Consent Mode default from the saved settings before the tag is configured", () => {
    loadVendorScript(gtagScript({ id: "G-ABC123XYZ9", settings: ANALYTICS_ONLY }));
    const [first, second, third] = dataLayerCommands();
    expect(first).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "granted",
        functionality_storage: "denied",
        personalization_storage: "denied",
        security_storage: "granted",
      },
    ]);
    expect(second?.[0]).toBe("js");
    expect(second?.[1]).toBeInstanceOf(Date);
    expect(third).toEqual(["config", "G-ABC123XYZ9"]);
  });

  it("queue commands as the Arguments objects gtag.js reads, page views included", () => {
    loadVendorScript(gtagScript({ id: "G-ABC123XYZ9", settings: null }));
    const gtag = (window as unknown as { gtag: (...args: unknown[]) => void }).gtag;
    gtag("event", "page_view", { page_path: "/pricing/" });
    const dataLayer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(Object.prototype.toString.call(dataLayer.at(-1))).toBe("[object Arguments]");
    expect(dataLayerCommands().at(-1)).toEqual(["event", "page_view", { page_path: "/pricing/" }]);
  });

  it("keep a page's own gtag function", () => {
    const own = (..._args: unknown[]) => {};
    Object.assign(window, { gtag: own });
    loadVendorScript(gtagScript({ id: "G-ABC123XYZ9", settings: null }));
    expect((window as unknown as { gtag: unknown }).gtag).toBe(own);
  });

  it("set the default once, for the tag and the ads together", () => {
    loadVendorScript(gtagScript({ id: "G-ABC123XYZ9", settings: null }));
    loadVendorScript(adsScript({ publisherId: "pub-1234567890123456", settings: null }));
    const defaults = dataLayerCommands().filter((command) => command[1] === "default");
    expect(defaults).toHaveLength(1);
  });

  it("send a choice as an update only once a default exists", () => {
    updateConsentMode(ALL_ACCEPTED);
    expect(dataLayerCommands()).toEqual([]);
    setUpConsentMode(null);
    updateConsentMode(ALL_ACCEPTED);
    expect(dataLayerCommands().map((command) => command.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
    ]);
    expect(dataLayerCommands()[1]?.[2]).toMatchObject({
      ad_storage: "granted",
      analytics_storage: "granted",
    });
  });

  it("load the ads for a publisher id with or without its ca- prefix, anonymously", () => {
    for (const publisherId of ["pub-1234567890123456", "ca-pub-1234567890123456"]) {
      const script = adsScript({ publisherId, settings: null });
      expect(script.src).toBe(
        "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456",
      );
      expect(script.crossOrigin).toBe("anonymous");
    }
  });
});
