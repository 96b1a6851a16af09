import { ALL_ACCEPTED, ALL_DECLINED, type CookieSettings } from "@ilha/core";
import { useEffect, useState, useSyncExternalStore } from "react";
import { type ConsentBannerControl, useRenderMode } from "../../render-mode.tsx";
import { ConsentBanner } from "./consent-banner.tsx";
import { ConsentSettingsDialog } from "./consent-settings-dialog.tsx";
import { hasConsent, saveConsent } from "./consent-storage.ts";

const NO_CONTROL = () => () => {};

/** Whether the editor shows the banner, as its control says (`undefined` without one). */
function useEditorShowsBanner(control: ConsentBannerControl | undefined): boolean | undefined {
  return useSyncExternalStore(
    control?.subscribe ?? NO_CONTROL,
    () => control?.isShown(),
    () => undefined,
  );
}

/**
 * The cookie-consent banner (spec §4): shown, once mounted, while the site has no consent cookie.
 * Accept saves every category, Decline none; Settings opens the popup whose Confirm saves the
 * chosen categories and reloads the page. In edit mode the banner shows regardless of the consent
 * cookie, so the owner sees it, and a choice only hides it: nothing is saved and nothing reloads. In the
 * editor, its control keeps whether it shows (the owner's choice hides it there until they open
 * its texts again).
 */
export function CookieConsent() {
  const { consent, site, mode, consentBanner } = useRenderMode();
  const [isShown, setShown] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const isEdit = mode === "edit";
  const control = isEdit ? consentBanner : undefined;
  const editorShows = useEditorShowsBanner(control);
  const { siteId } = site;

  useEffect(() => {
    setShown(isEdit || !hasConsent(siteId));
  }, [isEdit, siteId]);

  if (consent === undefined || !(editorShows ?? isShown)) return null;

  const choose = (settings: CookieSettings) => {
    if (!isEdit) saveConsent({ siteId, settings });
    setShown(false);
    control?.hide();
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
