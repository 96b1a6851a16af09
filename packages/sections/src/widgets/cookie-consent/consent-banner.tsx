import type { ConsentSettings } from "@ilha/core";
import { useRef } from "react";
import buttons from "../../primitives/button/button.module.css";
import { Link } from "../../primitives/link/link.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./cookie-consent.module.css";
import { useBannerHeight } from "./use-banner-height.ts";

/** The banner's buttons, coloured as the site's button kinds. */
const PRIMARY = `${styles.primary} ${buttons.primary}`;
const SECONDARY = `${styles.secondary} ${buttons.secondary}`;

/**
 * The banner fixed at the bottom, above the disclaimer: the consent text and the visible buttons
 * (privacy policy, settings, decline, accept). Accept also shows when no other choice would,
 * so the banner can always be dismissed. The fixed widgets rise above it while it shows.
 */
export function ConsentBanner({
  consent,
  onAccept,
  onDecline,
  onSettings,
}: {
  consent: ConsentSettings;
  onAccept: () => void;
  onDecline: () => void;
  onSettings: () => void;
}) {
  const { theme } = useRenderMode();
  const labels = useLabels();
  const ref = useRef<HTMLElement>(null);
  useBannerHeight(ref);
  const { acceptBtn, declineBtn, settingsBtn, privacyPolicyBtn } = consent;
  const isAcceptShown = acceptBtn.isVisible || !(declineBtn.isVisible || settingsBtn.isVisible);
  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-label={labels.cookieConsent}
      data-color-mode={theme.colorMode}
      data-ilha-consent=""
    >
      <div className={styles.inner}>
        <p className={styles.text}>{consent.consentText}</p>
        <div className={styles.actions}>
          {privacyPolicyBtn.isVisible && (
            <Link link={privacyPolicyBtn.link} className={styles.policy}>
              {privacyPolicyBtn.name}
            </Link>
          )}
          {settingsBtn.isVisible && (
            <button type="button" className={SECONDARY} onClick={onSettings}>
              {settingsBtn.name}
            </button>
          )}
          {declineBtn.isVisible && (
            <button type="button" className={SECONDARY} onClick={onDecline}>
              {declineBtn.name}
            </button>
          )}
          {isAcceptShown && (
            <button type="button" className={PRIMARY} onClick={onAccept}>
              {acceptBtn.name}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
