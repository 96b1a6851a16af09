import { contactHref, type MapContactData } from "@ilha/core";
import type { ReactNode } from "react";
import { Icon } from "../primitives/icon/icon.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useEditKit } from "../render-mode.tsx";
import styles from "./map-contact.module.css";

/** What may separate several phone numbers written in one field. */
const PHONE_SEPARATOR = /(\s*[·•|,;/]\s*)/;

function linkOf(text: string, scheme: "tel:" | "mailto:"): string | undefined {
  const href = contactHref(text);
  return href?.startsWith(scheme) === true ? href : undefined;
}

function PhonePart({ text, isNumber }: { text: string; isNumber: boolean }) {
  const href = isNumber ? linkOf(text, "tel:") : undefined;
  const value = <InlineText as="span" value={text} field={["phone"]} />;
  if (href === undefined) return value;
  return (
    <Link link={href} className={`${styles.contactLink} ${styles.phoneLink}`}>
      {value}
    </Link>
  );
}

/** The phone field; in view mode each phone number in it is a `tel:` link. */
function PhoneNumbers({ value }: { value: string }) {
  const kit = useEditKit();
  if (kit !== undefined) {
    return <InlineText as="span" value={value} field={["phone"]} />;
  }
  return value.split(PHONE_SEPARATOR).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order.
    <PhonePart key={index} text={part} isNumber={index % 2 === 0} />
  ));
}

function Detail({
  icon,
  isShown,
  children,
}: {
  icon: string;
  isShown: boolean;
  children: ReactNode;
}) {
  if (!isShown) return null;
  return (
    <li className={styles.detail}>
      <span className={styles.detailIcon}>
        <Icon name={icon} size="small" />
      </span>
      <span className={styles.detailText}>{children}</span>
    </li>
  );
}

/** The contact card: its title, address, phone numbers and e-mail. */
export function ContactCard({ data }: { data: MapContactData }) {
  const kit = useEditKit();
  const isFilled = (value: string) => kit !== undefined || value.trim() !== "";
  if (![data.name, data.location, data.phone, data.email].some(isFilled)) return null;
  const mailto = linkOf(data.email, "mailto:");
  const email = <InlineText as="span" value={data.email} field={["email"]} />;
  return (
    <div className={styles.card}>
      <InlineText as="subheading" value={data.name} field={["name"]} className={styles.cardTitle} />
      <ul className={styles.details}>
        <Detail icon="map-pin" isShown={isFilled(data.location)}>
          <InlineText as="span" value={data.location} field={["location"]} />
        </Detail>
        <Detail icon="phone" isShown={isFilled(data.phone)}>
          <PhoneNumbers value={data.phone} />
        </Detail>
        <Detail icon="mail" isShown={isFilled(data.email)}>
          {mailto === undefined ? (
            email
          ) : (
            <Link link={mailto} className={`${styles.contactLink} ${styles.emailLink}`}>
              {email}
            </Link>
          )}
        </Detail>
      </ul>
    </div>
  );
}
