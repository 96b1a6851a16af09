import { type MapContactData, mapEmbedUrl } from "@ilha/core";
import { headingOf, SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { useLabels } from "../use-labels.ts";
import { ContactCard } from "./contact-card.tsx";
import styles from "./map-contact.module.css";
import { MapEmbed } from "./map-embed.tsx";

const MAPS_SEARCH = "https://maps.google.com/";

/** Where "Open map" leads: the coordinates, else the address, on the maps service. */
function openMapUrl(data: MapContactData): string | undefined {
  if (data.geoLocation !== undefined) {
    return `${MAPS_SEARCH}?q=${data.geoLocation.lat},${data.geoLocation.lng}`;
  }
  const address = data.location.trim();
  return address === "" ? undefined : `${MAPS_SEARCH}?q=${encodeURIComponent(address)}`;
}

/** A map with a contact card (title, address, phones, e-mail) beside it, under a heading. */
export function MapContact({ component }: SectionProps<"map-contact">) {
  const { data } = component;
  const kit = useEditKit();
  const labels = useLabels();
  const embed = mapEmbedUrl({ mapSrc: data.mapSrc, geoLocation: data.geoLocation });
  const hasMap = embed !== undefined || kit !== undefined;
  const hasText = [
    data.title,
    data.paragraph,
    data.name,
    data.location,
    data.phone,
    data.email,
  ].some((value) => value.trim() !== "");
  if (kit === undefined && !hasMap && !hasText) return null;
  const place = data.name.trim() === "" ? data.location.trim() : data.name.trim();
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div className="ilha-container">
        <SectionHeading {...headingOf(data)} />
        <div className={styles.layout} data-has-map={hasMap}>
          <ContactCard data={data} />
          {hasMap && (
            <MapEmbed
              src={embed}
              openUrl={openMapUrl(data)}
              title={place === "" ? labels.map : `${labels.map}: ${place}`}
            />
          )}
        </div>
      </div>
    </SectionFrame>
  );
}
