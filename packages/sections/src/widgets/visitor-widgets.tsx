import { useRenderMode } from "../render-mode.tsx";
import { BackToTop } from "./back-to-top/back-to-top.tsx";
import { CookieConsent } from "./cookie-consent/cookie-consent.tsx";
import { Messenger } from "./messenger/messenger.tsx";
import { ThirdPartyScripts } from "./third-party/third-party-scripts.tsx";

/**
 * The fixed widgets of every page: messenger, back-to-top, the cookie-consent banner, and on
 * published pages the consented third-party scripts.
 */
export function VisitorWidgets() {
  const { mode } = useRenderMode();
  return (
    // A box of no layout of its own: the back-to-top button finds the open chat card within it
    // (a `:has()` over the whole page would be re-checked on every change anywhere in it).
    <div className="ilha-widgets">
      <Messenger />
      <BackToTop />
      <CookieConsent />
      {mode === "view" && <ThirdPartyScripts />}
    </div>
  );
}
