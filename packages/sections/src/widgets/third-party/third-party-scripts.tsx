import { useEffect } from "react";
import { useRenderMode } from "../../render-mode.tsx";
import { onConsentChange, readCookieSettings } from "../cookie-consent/consent-storage.ts";
import { updatePixelConsent } from "./analytics-scripts.ts";
import { onFirstMovement } from "./first-movement.ts";
import { updateConsentMode } from "./google-scripts.ts";
import { loadVendorScript } from "./inject-script.ts";
import { hasTracking, vendorScripts } from "./vendor-scripts.ts";

/**
 * The site's third-party scripts (published pages only, never in the editor's preview): nothing
 * loads until the visitor first
 * moves the mouse or touches the screen; then each script the saved settings allow loads once.
 * A choice made later on the page reaches the loaded tags as a consent update.
 */
export function ThirdPartyScripts() {
  const { tracking, isInEditor, site } = useRenderMode();
  const { siteId } = site;
  const isTracked = hasTracking(tracking) && isInEditor !== true;
  const trackingKey = JSON.stringify(tracking);

  // biome-ignore lint/correctness/useExhaustiveDependencies: trackingKey stands for tracking, whose identity changes on every client-side navigation
  useEffect(() => {
    if (!isTracked) return;
    return onFirstMovement(() => {
      for (const script of vendorScripts({ tracking, settings: readCookieSettings(siteId) })) {
        loadVendorScript(script);
      }
    });
  }, [isTracked, trackingKey, siteId]);

  useEffect(() => {
    if (!isTracked) return;
    return onConsentChange((settings) => {
      updateConsentMode(settings);
      updatePixelConsent(settings);
    });
  }, [isTracked]);

  return null;
}
