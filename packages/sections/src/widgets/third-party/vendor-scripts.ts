import {
  allowedScriptGroups,
  type CookieSettings,
  type ScriptGroup,
  type TrackingSettings,
} from "@ilha/core";
import { metricsScript, pixelScript } from "./analytics-scripts.ts";
import { chatScript } from "./chat-scripts.ts";
import { adsScript, gtagScript } from "./google-scripts.ts";
import type { VendorScript } from "./inject-script.ts";

/**
 * The scripts a page may load for the site's tracking ids and the visitor's saved settings:
 * analytics consent gates pixel, tag and metrics; marketing gates chat and ads; without saved
 * settings all load (spec §4).
 */
export function vendorScripts({
  tracking,
  settings,
}: {
  tracking: TrackingSettings;
  settings: CookieSettings | null;
}): VendorScript[] {
  const byGroup: Record<ScriptGroup, VendorScript | undefined> = {
    gtag: tracking.gtagId === undefined ? undefined : gtagScript({ id: tracking.gtagId, settings }),
    pixel:
      tracking.facebookPixelCode === undefined
        ? undefined
        : pixelScript(tracking.facebookPixelCode),
    metrics: tracking.ymId === undefined ? undefined : metricsScript(tracking.ymId),
    ads:
      tracking.adSensePublisherId === undefined
        ? undefined
        : adsScript({ publisherId: tracking.adSensePublisherId, settings }),
    chat: chatScript(tracking.chatsData),
  };
  const allowed = allowedScriptGroups(settings);
  return Object.entries(byGroup).flatMap(([group, script]) =>
    script !== undefined && allowed[group as ScriptGroup] ? [script] : [],
  );
}

/** Whether the site has any third-party script at all. */
export function hasTracking(tracking: TrackingSettings): boolean {
  return (
    tracking.chatsData.length > 0 ||
    [tracking.gtagId, tracking.facebookPixelCode, tracking.ymId, tracking.adSensePublisherId].some(
      (id) => id !== undefined && id !== "",
    )
  );
}
