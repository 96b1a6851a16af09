import type { Site, TrackingSettings } from "@ilha/core";
import { fixtureSite } from "../../test-support/render-section.tsx";

/** Every third-party id the site settings can hold, and one live chat. */
export const TRACKING: TrackingSettings = {
  gtagId: "G-ABC123XYZ9",
  facebookPixelCode: "123456789012345",
  adSensePublisherId: "pub-1234567890123456",
  ymId: "98765432",
  chatsData: [
    { name: "olark", key: "1111-222-33-4444", isPrimary: false },
    { name: "intercom", key: "abc123de", isPrimary: true },
  ],
};

/** Each vendor's script address for TRACKING. */
export const VENDOR_SRC = {
  gtag: "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9",
  pixel: "https://connect.facebook.net/en_US/fbevents.js",
  metrics: "https://mc.yandex.ru/metrika/tag.js",
  ads: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456",
  intercom: "https://widget.intercom.io/widget/abc123de",
};

export function siteWithTracking(tracking: TrackingSettings = TRACKING): Site {
  const site = fixtureSite();
  return { ...site, settings: { ...site.settings, tracking } };
}

const VENDOR_GLOBALS = [
  "dataLayer",
  "gtag",
  "fbq",
  "_fbq",
  "ym",
  "__lc",
  "olark",
  "intercomSettings",
  "Intercom",
  "fcWidget",
];

type HappyDomWindow = { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } };

/** happy-dom never fetches scripts; make it fire `load` for them, as a browser that got them. */
export function treatScriptsAsLoaded(): void {
  const settings = (window as unknown as HappyDomWindow).happyDOM?.settings;
  if (settings !== undefined) settings.handleDisabledFileLoadingAsSuccess = true;
}

/** Removes every injected script and vendor global. */
export function forgetVendors(): void {
  for (const script of document.head.querySelectorAll("script[data-ilha-vendor]")) script.remove();
  for (const name of VENDOR_GLOBALS) Reflect.deleteProperty(window, name);
}

/** The injected scripts' addresses, in order. */
export function injectedSources(): string[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>("script[data-ilha-vendor]")].map(
    (script) => script.getAttribute("src") ?? "",
  );
}

/** The gtag commands queued in dataLayer, as arrays. */
export function dataLayerCommands(): unknown[][] {
  const dataLayer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
  return dataLayer.map((entry) => Array.from(entry));
}
