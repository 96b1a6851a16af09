import type { z } from "zod";
import { SOCIAL_FIELDS } from "../fields/common-fields.ts";
import { groupField, listField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

export const FOOTER_FIELDS = {
  copyrightText: textField({ label: "Copyright text" }),
  socials: listField({
    label: "Socials",
    itemLabel: "social link",
    count: LIMITS.counts.footerSocials,
    item: groupField({ label: "Social link", fields: SOCIAL_FIELDS }),
  }),
};

export const footerData = schemaOfFields(FOOTER_FIELDS);
export type FooterData = z.infer<typeof footerData>;
