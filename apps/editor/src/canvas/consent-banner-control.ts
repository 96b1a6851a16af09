import type { ConsentBannerControl } from "@ilha/sections";
import type { ViewStore } from "../document/view-store.ts";

/** The page's cookie banner follows the view's `isConsentBannerShown`; a choice on it hides it. */
export function consentBannerControl(view: ViewStore): ConsentBannerControl {
  return {
    subscribe: (onChange) =>
      view.subscribe((state, previous) => {
        if (state.isConsentBannerShown !== previous.isConsentBannerShown) onChange();
      }),
    isShown: () => view.getState().isConsentBannerShown,
    hide: () => view.setState({ isConsentBannerShown: false }),
  };
}
