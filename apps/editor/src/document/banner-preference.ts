import type { ViewStore } from "./view-store.ts";

/** Where this browser remembers that the owner hid a site's cookie banner in the editor. */
const hiddenKey = (siteId: string) => `ilha.consentBannerHidden.${siteId}`;

/**
 * Whether the editor's page shows the site's cookie banner when the site opens: until the owner
 * has hidden it there (a choice on it). Visitors' banners are not concerned.
 */
export function isBannerShownAtFirst(siteId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(hiddenKey(siteId)) == null;
  } catch {
    return true;
  }
}

/** Remembers in this browser each time the banner is hidden or shown again; returns what stops it. */
export function rememberBanner(view: ViewStore, siteId: string): () => void {
  return view.subscribe((state, previous) => {
    if (state.isConsentBannerShown === previous.isConsentBannerShown) return;
    try {
      if (state.isConsentBannerShown) globalThis.localStorage?.removeItem(hiddenKey(siteId));
      else globalThis.localStorage?.setItem(hiddenKey(siteId), "1");
    } catch {
      // Storage refused (private mode, full): the choice holds until the editor closes.
    }
  });
}
