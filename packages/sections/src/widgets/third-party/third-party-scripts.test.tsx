import { ALL_DECLINED, type CookieSettings } from "@ilha/core";
import { act, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInSite, withRenderMode } from "../../test-support/render-section.tsx";
import { saveConsent } from "../cookie-consent/consent-storage.ts";
import {
  dataLayerCommands,
  forgetVendors,
  injectedSources,
  siteWithTracking,
  treatScriptsAsLoaded,
  VENDOR_SRC,
} from "./test-tracking.ts";
import { ThirdPartyScripts } from "./third-party-scripts.tsx";

const ALL_SOURCES = [
  VENDOR_SRC.gtag,
  VENDOR_SRC.pixel,
  VENDOR_SRC.metrics,
  VENDOR_SRC.ads,
  VENDOR_SRC.intercom,
];

function store(settings: CookieSettings) {
  localStorage.setItem("cookieSettings:bilingual", JSON.stringify(settings));
}

const move = () => fireEvent.mouseMove(window);

beforeEach(() => {
  treatScriptsAsLoaded();
  forgetVendors();
});

afterEach(() => {
  forgetVendors();
  localStorage.clear();
});

describe("third-party scripts", () => {
  it("inject nothing in the editor's preview, whatever moves", () => {
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking(), isInEditor: true });
    fireEvent.mouseMove(window);
    fireEvent.touchStart(window);
    expect(injectedSources()).toEqual([]);
    expect(dataLayerCommands()).toEqual([]);
  });

  it("inject nothing before the first mouse or touch movement, whatever keys or scrolling do", () => {
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking() });
    fireEvent.keyDown(window, { key: "PageDown" });
    fireEvent.scroll(window);
    fireEvent.focus(window);
    expect(injectedSources()).toEqual([]);
    expect(dataLayerCommands()).toEqual([]);
  });

  it.each([
    ["mouse movement", () => fireEvent.mouseMove(window)],
    ["pointer movement", () => fireEvent.pointerMove(window)],
    ["touch", () => fireEvent.touchStart(window)],
  ])("load every group on the first %s when no settings are saved", (_, first) => {
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking() });
    first();
    expect(injectedSources()).toEqual(ALL_SOURCES);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>("script")];
    expect(scripts.every((script) => script.async && script.textContent === "")).toBe(true);
  });

  it.each([
    ["analytics only", { ...ALL_DECLINED, analytics: true }, [0, 1, 2]],
    ["marketing only", { ...ALL_DECLINED, marketing: true }, [3, 4]],
    ["functional only", { ...ALL_DECLINED, functional: true }, []],
    ["everything declined", ALL_DECLINED, []],
  ])("load only the consented groups when the visitor saved %s", (_, settings, indexes) => {
    store(settings);
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking() });
    move();
    expect(injectedSources()).toEqual(indexes.map((index) => ALL_SOURCES[index]));
  });

  it("read the settings saved by the time of the first movement", () => {
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking() });
    act(() => saveConsent({ siteId: "bilingual", settings: ALL_DECLINED }));
    move();
    expect(injectedSources()).toEqual([]);
  });

  it("load each script once, across movements and client-side navigations", () => {
    const { rerender } = renderInSite(<ThirdPartyScripts />, { site: siteWithTracking() });
    move();
    move();
    rerender(withRenderMode(<ThirdPartyScripts />, { site: siteWithTracking(), pagePath: "/x" }));
    move();
    expect(injectedSources()).toEqual(ALL_SOURCES);
  });

  it("do nothing for a site without tracking ids", () => {
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking({ chatsData: [] }) });
    move();
    expect(injectedSources()).toEqual([]);
    expect("dataLayer" in window).toBe(false);
  });

  it("keep every id as data: encoded in addresses, never written into script text", () => {
    const hostile = `G-1"></script><script>alert(1)</script>`;
    renderInSite(<ThirdPartyScripts />, {
      site: siteWithTracking({
        chatsData: [{ name: "jivochat", key: "a/../b?c", isPrimary: true }],
        gtagId: hostile,
      }),
    });
    move();
    expect(injectedSources()).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(hostile)}`,
      "https://code.jivosite.com/widget/a%2F..%2Fb%3Fc",
    ]);
    expect(document.head.querySelectorAll("script:not([src])")).toHaveLength(0);
  });

  it("pass a choice made on the page to Consent Mode and the pixel once they are loaded", () => {
    renderInSite(<ThirdPartyScripts />, { site: siteWithTracking() });
    move();
    act(() => saveConsent({ siteId: "bilingual", settings: ALL_DECLINED }));
    const consent = dataLayerCommands().filter((command) => command[0] === "consent");
    expect(consent.map((command) => command[1])).toEqual(["default", "update"]);
    const fbq = (window as unknown as { fbq: { queue: unknown[][] } }).fbq;
    expect(fbq.queue.at(-1)).toEqual(["consent", "revoke"]);
  });
});
