import { useEffect, useRef, useState } from "react";
import { Icon } from "../primitives/icon/icon.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useIsMounted } from "../use-is-mounted.ts";
import { useLabels } from "../use-labels.ts";
import { useCookieSettings } from "../widgets/cookie-consent/use-cookie-settings.ts";
import styles from "./map-contact.module.css";
import { useIsNearViewport } from "./use-is-near-viewport.ts";

/**
 * The map: a placeholder with a link to open the map (what the server renders, and what works
 * without scripts). The third-party map loads once the visitor has consented to functional
 * cookies and the section nears the viewport, or when the visitor asks for it with the
 * placeholder's "Load map" button; a consent given on the page loads it without a reload.
 */
export function MapEmbed({
  src,
  openUrl,
  title,
}: {
  src: string | undefined;
  openUrl: string | undefined;
  title: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const isNear = useIsNearViewport(ref);
  const isMounted = useIsMounted();
  const settings = useCookieSettings();
  const [isRequested, setRequested] = useState(false);
  const labels = useLabels();
  const isConsented = settings?.functional === true;
  const isShown = src !== undefined && (isRequested || (isConsented && isNear));
  const isAskable = isMounted && src !== undefined && !isConsented && !isRequested;

  useEffect(() => {
    if (isRequested) frameRef.current?.focus();
  }, [isRequested]);

  return (
    <div ref={ref} className={styles.map} data-ilha-map="">
      {isShown ? (
        <iframe
          ref={frameRef}
          className={styles.iframe}
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className={styles.placeholder}>
          <span className={styles.pin}>
            <Icon name="map-pin" size="large" />
          </span>
          <div className={styles.mapActions}>
            {isAskable && (
              <button type="button" className={styles.load} onClick={() => setRequested(true)}>
                {labels.mapLoad}
              </button>
            )}
            {openUrl !== undefined && (
              <Link link={openUrl} className={styles.open}>
                {labels.openMap}
              </Link>
            )}
          </div>
          {isAskable && <p className={styles.note}>{labels.mapThirdPartyNote}</p>}
        </div>
      )}
    </div>
  );
}
