import { ALL_ACCEPTED, ALL_DECLINED } from "@ilha/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { metricsScript, pixelScript, updatePixelConsent } from "./analytics-scripts.ts";
import { loadVendorScript } from "./inject-script.ts";
import { forgetVendors, treatScriptsAsLoaded } from "./test-tracking.ts";

type PixelWindow = { fbq: { queue: unknown[][] }; _fbq: unknown };

beforeEach(() => {
  treatScriptsAsLoaded();
  forgetVendors();
});

afterEach(forgetVendors);

describe("the pixel and the metrics tag", () => {
  it("queue the pixel's init with its id and a page view", () => {
    loadVendorScript(pixelScript("123456789012345"));
    const { fbq, _fbq } = window as unknown as PixelWindow;
    expect(fbq.queue).toEqual([
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
    expect(_fbq).toBe(fbq);
  });

  it("grant or revoke the pixel's consent with the analytics choice, once it is loaded", () => {
    updatePixelConsent(ALL_DECLINED);
    loadVendorScript(pixelScript("123456789012345"));
    updatePixelConsent(ALL_DECLINED);
    updatePixelConsent(ALL_ACCEPTED);
    expect((window as unknown as PixelWindow).fbq.queue.slice(2)).toEqual([
      ["consent", "revoke"],
      ["consent", "grant"],
    ]);
  });

  it("initialise the metrics tag with its numeric counter id", () => {
    loadVendorScript(metricsScript("98765432"));
    const ym = (window as unknown as { ym: { a: unknown[][]; l: number } }).ym;
    expect(ym.a).toEqual([
      [98765432, "init", { clickmap: true, trackLinks: true, accurateTrackBounce: true }],
    ]);
    expect(ym.l).toBeGreaterThan(0);
  });
});
