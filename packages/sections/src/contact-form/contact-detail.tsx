import { type ContactFormData, contactHref } from "@ilha/core";
import type { ReactNode } from "react";
import type { FieldPath } from "../edit-kit-contract.ts";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
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
function DetailLine({
  value,
  field,
  className,
}: {
  value: string;
  field: FieldPath;
  className: string | undefined;
}) {
  const isEditing = useEditKit() !== undefined;
  const href = contactHref(value);
  const text = <InlineText as="span" value={value} field={field} />;
  if (!isEditing && value.trim() === "") return null;
  return (
    <p className={`${styles.line} ${className ?? ""}`}>
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
        <AlignmentChoice field={[...field, "titleAlignment"]} value={detail.titleAlignment} />
        <AlignmentChoice
          field={[...field, "paragraphAlignment"]}
          value={detail.paragraphAlignment}
        />
        <InlineText
          as="subheading"
          value={detail.title}
          field={[...field, "title"]}
          className={`${styles.title} ${styles[detail.titleAlignment]}`}
        />
        <DetailLine
          value={detail.paragraph1}
          field={[...field, "paragraph1"]}
          className={styles[detail.paragraphAlignment]}
        />
        <DetailLine
          value={detail.paragraph2}
          field={[...field, "paragraph2"]}
          className={styles[detail.paragraphAlignment]}
        />
      </div>
    </li>
  );
}
