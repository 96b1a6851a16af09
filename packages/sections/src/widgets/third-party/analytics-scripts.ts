import type { CookieSettings } from "@ilha/core";
import type { VendorScript } from "./inject-script.ts";

/** The social ads pixel's command queue, as its own snippet builds it. */
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

type MetricsQueue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

type AnalyticsWindow = { fbq?: Fbq; _fbq?: Fbq; ym?: MetricsQueue };

const analyticsWindow = () => window as unknown as AnalyticsWindow;

function pixelQueue(): Fbq {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod !== undefined) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  return fbq;
}

/** The social ads pixel: initialised with the pixel id, then a page view. */
export function pixelScript(pixelId: string): VendorScript {
  return {
    vendor: "pixel",
    src: "https://connect.facebook.net/en_US/fbevents.js",
    setUp: () => {
      const target = analyticsWindow();
      const fbq = target.fbq ?? pixelQueue();
      target.fbq = fbq;
      target._fbq ??= fbq;
      fbq("init", pixelId);
      fbq("track", "PageView");
    },
  };
}

/** Passes a choice made on the page to the pixel (it is gated by analytics consent). */
export function updatePixelConsent(settings: CookieSettings): void {
  analyticsWindow().fbq?.("consent", settings.analytics ? "grant" : "revoke");
}

/** The metrics tag, initialised with its numeric counter id. */
export function metricsScript(counterId: string): VendorScript {
  return {
    vendor: "metrics",
    src: "https://mc.yandex.ru/metrika/tag.js",
    setUp: () => {
      const target = analyticsWindow();
      if (target.ym === undefined) {
        const ym: MetricsQueue = (...args: unknown[]) => {
          ym.a ??= [];
          ym.a.push(args);
        };
        ym.l = Date.now();
        target.ym = ym;
      }
      target.ym(Number(counterId), "init", {
        clickmap: true,
        trackLinks: true,
        accurateTrackBounce: true,
      });
    },
  };
}
