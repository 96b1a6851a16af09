import { ALL_ACCEPTED, ALL_DECLINED, type CookieSettings } from "@ilha/core";
import { useEffect, useState } from "react";
import { useRenderMode } from "../../render-mode.tsx";
import { ConsentBanner } from "./consent-banner.tsx";
import { ConsentSettingsDialog } from "./consent-settings-dialog.tsx";
import { hasConsent, saveConsent } from "./consent-storage.ts";

/**
 * The cookie-consent banner (spec §4): shown, once mounted, while the site has no consent cookie.
 * Accept saves every category, Decline none; Settings opens the popup whose Confirm saves the
 * chosen categories and reloads the page. In edit mode the banner always shows, so the owner sees
 * it, and a choice only hides it: nothing is saved and nothing reloads.
 */
export function CookieConsent() {
  const { consent, site, mode } = useRenderMode();
  const [isShown, setShown] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const isEdit = mode === "edit";
  const { siteId } = site;

  useEffect(() => {
    setShown(isEdit || !hasConsent(siteId));
  }, [isEdit, siteId]);

  if (consent === undefined || !isShown) return null;

  const choose = (settings: CookieSettings) => {
    if (!isEdit) saveConsent({ siteId, settings });
    setShown(false);
  };
  const confirm = (settings: CookieSettings) => {
    setSettingsOpen(false);
    choose(settings);
    if (!isEdit) window.location.reload();
  };

  return (
    <>
      <ConsentBanner
        consent={consent}
        onAccept={() => choose(ALL_ACCEPTED)}
        onDecline={() => choose(ALL_DECLINED)}
        onSettings={() => setSettingsOpen(true)}
      />
      <ConsentSettingsDialog
        consent={consent}
        isOpen={isSettingsOpen}
        onClose={() => setSettingsOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
