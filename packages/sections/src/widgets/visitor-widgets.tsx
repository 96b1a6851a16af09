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
    <>
      <Messenger />
      <BackToTop />
      <CookieConsent />
      {mode === "view" && <ThirdPartyScripts />}
    </>
  );
}
