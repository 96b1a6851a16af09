import { API_PATH_DEFAULT, type ContactFormData, LIMITS, UI_TEXT } from "@ilha/core";
import type { FormEvent } from "react";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { headingOf, SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit, useRenderMode } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { useLabels } from "../use-labels.ts";
import { ContactDetail, isDetailEmpty } from "./contact-detail.tsx";
import styles from "./contact-form.module.css";

type Detail = ContactFormData["blocks"][number];
type FieldName = keyof ContactFormData["placeholders"];

const limits = LIMITS.text.contactForm;
const DETAIL_LIMITS = { min: 0, max: LIMITS.counts.featureBlocks.max };

function isBlank(text: string): boolean {
  return text.trim() === "";
}

function preventSubmit(event: FormEvent) {
  event.preventDefault();
}

function newDetail(): Detail {
  return {
    iconName: "clock",
    title: "",
    paragraph1: "",
    paragraph2: "",
    titleAlignment: "left",
    paragraphAlignment: "left",
  };
}

/**
 * One labelled field with its error slot: the slot stays empty and hidden until the form's
 * validation writes a message into it (spec §5).
 */
function FormField({
  idPrefix,
  name,
  placeholder,
}: {
  idPrefix: string;
  name: FieldName;
  placeholder: string;
}) {
  const labels = useLabels();
  const isEditing = useEditKit() !== undefined;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const shown = isEditing && isBlank(placeholder) ? UI_TEXT.contactPlaceholders[name] : placeholder;
  const common = {
    id,
    name,
    placeholder: isBlank(shown) ? undefined : shown,
    "aria-describedby": errorId,
    className: styles.input,
  };
  const isRequired = name !== "message";
  return (
    <div className={`${styles.field} ${name === "message" ? styles.wide : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {{ name: labels.nameLabel, email: labels.emailLabel, message: labels.messageLabel }[name]}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {name === "message" ? (
        <textarea {...common} rows={5} maxLength={LIMITS.text.contactMessage} />
      ) : (
        <input
          {...common}
          type={name === "email" ? "email" : "text"}
          autoComplete={name}
          required
          maxLength={name === "email" ? LIMITS.text.email : undefined}
        />
      )}
      <p id={errorId} role="alert" className={styles.error} hidden />
    </div>
  );
}

/**
 * The contact form (spec §3, §7): a heading, the form posting to the site's contact endpoint and
 * contact-detail blocks. Orientation RIGHT puts the form on the left.
 */
export function ContactForm({ component }: SectionProps<"contact-form">) {
  const { data } = component;
  const { site } = useRenderMode();
  const labels = useLabels();
  const isEditing = useEditKit() !== undefined;
  const hasHeading = isEditing || !isBlank(data.title) || !isBlank(data.paragraph);
  const hasDetails = isEditing || !data.blocks.every(isDetailEmpty);
  const DetailList = isEditing ? "div" : "ul";
  const action = `${API_PATH_DEFAULT}/sites/form/contact/${encodeURIComponent(site.siteId)}/`;
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div
        className={`ilha-container ${styles.layout} ${hasHeading || hasDetails ? "" : styles.solo}`}
      >
        {hasHeading && (
          <div className={styles.heading}>
            <SectionHeading {...headingOf(data, limits)} />
          </div>
        )}
        <div className={styles.card}>
          <form
            className={styles.form}
            method="post"
            action={action}
            noValidate
            onSubmit={isEditing ? preventSubmit : undefined}
          >
            <FormField idPrefix={component.id} name="name" placeholder={data.placeholders.name} />
            <FormField idPrefix={component.id} name="email" placeholder={data.placeholders.email} />
            <FormField
              idPrefix={component.id}
              name="message"
              placeholder={data.placeholders.message}
            />
            <div className="ilha-visually-hidden" aria-hidden="true">
              <input type="text" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <button type="submit" className={styles.submit}>
              <InlineText as="span" value={data.buttonText} field={["buttonText"]} isRequired />
              {!isEditing && isBlank(data.buttonText) && labels.send}
            </button>
          </form>
        </div>
        {hasDetails && (
          <DetailList className={`${styles.details} ${isEditing ? styles.editing : ""}`}>
            <ItemList
              field={["blocks"]}
              items={data.blocks}
              limits={DETAIL_LIMITS}
              makeItem={newDetail}
              itemLabel="contact detail"
              render={(detail, index) => (
                <ContactDetail detail={detail} field={["blocks", index]} />
              )}
            />
          </DetailList>
        )}
      </div>
    </SectionFrame>
  );
}
