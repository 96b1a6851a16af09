import { type ContactFormData, contactHref } from "@ilha/core";
import type { ReactNode } from "react";
import type { FieldPath } from "../edit-kit-contract.ts";
import { Icon } from "../primitives/icon/icon.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useEditKit } from "../render-mode.tsx";
import styles from "./contact-detail.module.css";

type Detail = ContactFormData["blocks"][number];

export function isDetailEmpty(detail: Detail): boolean {
  return [detail.title, detail.paragraph1, detail.paragraph2].every((text) => text.trim() === "");
}

/** A line of a contact detail; an e-mail address or a phone number links to mail or call it. */
function DetailLine({ value, field }: { value: string; field: FieldPath }) {
  const isEditing = useEditKit() !== undefined;
  const href = contactHref(value);
  const text = <InlineText as="span" value={value} field={field} />;
  if (!isEditing && value.trim() === "") return null;
  return (
    <p className={styles.line}>
      {href === undefined || isEditing ? (
        text
      ) : (
        <Link link={href} className={styles.link}>
          {text}
        </Link>
      )}
    </p>
  );
}

/** A contact detail beside the form: an icon, a title and two lines (opening hours, phones…). */
export function ContactDetail({
  detail,
  field,
  controls,
}: {
  detail: Detail;
  field: FieldPath;
  controls: ReactNode;
}) {
  const isEditing = useEditKit() !== undefined;
  if (!isEditing && isDetailEmpty(detail)) return null;
  return (
    <li className={styles.detail}>
      {controls}
      {detail.iconName.trim() !== "" && (
        <span className={styles.badge}>
          <Icon name={detail.iconName} size="medium" />
        </span>
      )}
      <div className={styles.text}>
        <InlineText
          as="subheading"
          value={detail.title}
          field={[...field, "title"]}
          className={styles.title}
        />
        <DetailLine value={detail.paragraph1} field={[...field, "paragraph1"]} />
        <DetailLine value={detail.paragraph2} field={[...field, "paragraph2"]} />
      </div>
    </li>
  );
}
