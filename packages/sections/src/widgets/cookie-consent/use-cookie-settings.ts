import { COOKIE_SETTINGS_STORAGE_KEY, type CookieSettings } from "@ilha/core";
import { useEffect, useState } from "react";
import { onConsentChange, readCookieSettings } from "./consent-storage.ts";

/**
 * The visitor's saved cookie settings, kept current when a choice is made on this page or in
 * another tab. `null` on the server, while hydrating, and when nothing is saved.
 */
export function useCookieSettings(): CookieSettings | null {
  const [settings, setSettings] = useState<CookieSettings | null>(null);
  useEffect(() => {
    setSettings(readCookieSettings());
    const onStorage = (event: StorageEvent) => {
      if (event.key === COOKIE_SETTINGS_STORAGE_KEY || event.key === null) {
        setSettings(readCookieSettings());
      }
    };
    window.addEventListener("storage", onStorage);
    const stop = onConsentChange(setSettings);
    return () => {
      window.removeEventListener("storage", onStorage);
      stop();
    };
  }, []);
  return settings;
}
