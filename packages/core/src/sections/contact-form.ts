import type { z } from "zod";
import { alignmentField, BACKGROUND_FIELDS } from "../fields/common-fields.ts";
import { groupField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";
import { iconBlocksField } from "./features.ts";

const limits = LIMITS.text.contactForm;

export const CONTACT_FORM_FIELDS = {
  title: textField({ label: "Title", max: limits.title }),
  paragraph: textField({ label: "Paragraph", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "left"),
  paragraphAlignment: alignmentField("Paragraph alignment", "left"),
  buttonText: textField({ label: "Send button text", required: "always" }),
  placeholders: groupField({
    label: "Placeholders",
    fields: {
      name: textField({ label: "Name placeholder" }),
      email: textField({ label: "E-mail placeholder" }),
      message: textField({ label: "Message placeholder" }),
    },
  }),
  /** Contact-detail blocks beside the form (icon, title, two lines), e.g. opening hours. */
  blocks: iconBlocksField({ min: 0, max: LIMITS.counts.featureBlocks.max }),
  ...BACKGROUND_FIELDS,
};

export const contactFormData = schemaOfFields(CONTACT_FORM_FIELDS);
export type ContactFormData = z.infer<typeof contactFormData>;
