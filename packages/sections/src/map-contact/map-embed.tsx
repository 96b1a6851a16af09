import { useRef } from "react";
import { Icon } from "../primitives/icon/icon.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useLabels } from "../use-labels.ts";
import styles from "./map-contact.module.css";
import { useIsNearViewport } from "./use-is-near-viewport.ts";

/**
 * The map: a placeholder with a link to open the map (what the server renders, and what works
 * without scripts), replaced by the embedded map once the section nears the viewport.
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
  const isNear = useIsNearViewport(ref);
  const labels = useLabels();
  return (
    <div ref={ref} className={styles.map}>
      {isNear && src !== undefined ? (
        <iframe
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
          {openUrl !== undefined && (
            <Link link={openUrl} className={styles.open}>
              {labels.openMap}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
