import type { ContactFormData } from "@ilha/core";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { headingOf, SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit, useRenderMode } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { ContactDetail, isDetailEmpty } from "./contact-detail.tsx";
import styles from "./contact-form.module.css";
import { ContactFormField } from "./contact-form-field.tsx";
import { contactFormUrl } from "./contact-submission.ts";
import { ContactSubmitButton } from "./contact-submit-button.tsx";
import { useContactForm } from "./use-contact-form.ts";

type Detail = ContactFormData["blocks"][number];

function isBlank(text: string): boolean {
  return text.trim() === "";
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
 * The contact form (spec §3, §4, §7): a heading, the form posting to the site's contact endpoint
 * and contact-detail blocks. Orientation RIGHT puts the form on the left. Without scripts the form
 * posts natively; once hydrated, `useContactForm` validates and posts JSON.
 */
export function ContactForm({ component }: SectionProps<"contact-form">) {
  const { data } = component;
  const { apiPath, site } = useRenderMode();
  const isEditing = useEditKit() !== undefined;
  const { phase, hasFailed, onSubmit, fieldState } = useContactForm({ isEditing });
  const hasHeading = isEditing || !isBlank(data.title) || !isBlank(data.paragraph);
  const hasDetails = isEditing || !data.blocks.every(isDetailEmpty);
  const action = contactFormUrl({ apiPath, siteId: site.siteId });
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div
        className={`ilha-container ${styles.layout} ${hasHeading || hasDetails ? "" : styles.solo}`}
      >
        {hasHeading && (
          <div className={styles.heading}>
            <SectionHeading {...headingOf(data)} />
          </div>
        )}
        <div className={styles.card}>
          <form
            className={styles.form}
            method="post"
            action={action}
            noValidate
            onSubmit={onSubmit}
          >
            {(["name", "email", "message"] as const).map((name) => (
              <ContactFormField
                key={name}
                idPrefix={component.id}
                name={name}
                placeholder={data.placeholders[name]}
                state={fieldState(name)}
              />
            ))}
            <div className="ilha-visually-hidden" aria-hidden="true">
              <input type="text" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <ContactSubmitButton buttonText={data.buttonText} phase={phase} hasFailed={hasFailed} />
          </form>
        </div>
        {hasDetails && (
          <ul className={styles.details}>
            <ItemList
              field={["blocks"]}
              items={data.blocks}
              makeItem={newDetail}
              itemLabel="contact detail"
              addAs="li"
              render={(detail, index, controls) => (
                <ContactDetail detail={detail} field={["blocks", index]} controls={controls} />
              )}
            />
          </ul>
        )}
      </div>
    </SectionFrame>
  );
}
