import type { CookieSettings } from "@ilha/core";
import { useEffect, useState } from "react";
import { useRenderMode } from "../../render-mode.tsx";
import { isCookieSettingsChange, onConsentChange, readCookieSettings } from "./consent-storage.ts";

/**
 * The visitor's saved cookie settings for the page's site, kept current when a choice is made on this page or in
 * another tab. `null` on the server, while hydrating, and when nothing is saved.
 */
export function useCookieSettings(): CookieSettings | null {
  const { siteId } = useRenderMode().site;
  const [settings, setSettings] = useState<CookieSettings | null>(null);
  useEffect(() => {
    setSettings(readCookieSettings(siteId));
    const onStorage = (event: StorageEvent) => {
      if (isCookieSettingsChange({ event, siteId })) setSettings(readCookieSettings(siteId));
    };
    window.addEventListener("storage", onStorage);
    const stop = onConsentChange(setSettings);
    return () => {
      window.removeEventListener("storage", onStorage);
      stop();
    };
  }, [siteId]);
  return settings;
}
