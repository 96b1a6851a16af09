import { type CookieSettings, consentModeSignals } from "@ilha/core";
import type { VendorScript } from "./inject-script.ts";

type GoogleWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const googleWindow = () => window as unknown as GoogleWindow;

/** Queues a command for Google's tags the way gtag.js reads it: as an Arguments object. */
function gtagCommand(..._command: unknown[]): void {
  const target = googleWindow();
  target.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js only acts on Arguments objects in dataLayer
  target.dataLayer.push(arguments);
}

function hasConsentDefault(dataLayer: unknown[] | undefined): boolean {
  return (dataLayer ?? []).some((entry) => {
    const command = Array.from(entry as ArrayLike<unknown>);
    return command[0] === "consent" && command[1] === "default";
  });
}

/** Sets the Consent Mode v2 default for the page once, before any Google tag loads. */
export function setUpConsentMode(settings: CookieSettings | null): void {
  if (hasConsentDefault(googleWindow().dataLayer)) return;
  gtagCommand("consent", "default", consentModeSignals(settings));
}

/** Tells Google's tags about a choice made on the page, once they have a default. */
export function updateConsentMode(settings: CookieSettings): void {
  if (!hasConsentDefault(googleWindow().dataLayer)) return;
  gtagCommand("consent", "update", consentModeSignals(settings));
}

/** The web analytics tag; it defines `window.gtag`, which client routing sends page views to. */
export function gtagScript({
  id,
  settings,
}: {
  id: string;
  settings: CookieSettings | null;
}): VendorScript {
  return {
    vendor: "gtag",
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    setUp: () => {
      setUpConsentMode(settings);
      const target = googleWindow();
      if (typeof target.gtag !== "function") target.gtag = gtagCommand;
      target.gtag("js", new Date());
      target.gtag("config", id);
    },
  };
}

/** The ad-serving script, for a publisher id with or without its `ca-` prefix. */
export function adsScript({
  publisherId,
  settings,
}: {
  publisherId: string;
  settings: CookieSettings | null;
}): VendorScript {
  const client = publisherId.startsWith("ca-") ? publisherId : `ca-${publisherId}`;
  return {
    vendor: "ads",
    src: `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`,
    crossOrigin: "anonymous",
    setUp: () => setUpConsentMode(settings),
  };
}
