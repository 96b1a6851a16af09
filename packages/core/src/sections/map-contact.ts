import type { z } from "zod";
import { alignmentField } from "../fields/common-fields.ts";
import { embedField, groupField, numberField, textField } from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";
import { mapEmbed } from "../schema/primitives.ts";

const limits = LIMITS.text.mapContact;

const geoLocationField = groupField({
  label: "Map coordinates",
  fields: {
    lat: numberField({ label: "Latitude", min: -90, max: 90 }),
    lng: numberField({ label: "Longitude", min: -180, max: 180 }),
  },
});

export const MAP_CONTACT_FIELDS = {
  title: textField({ label: "Title", max: limits.title }),
  paragraph: textField({ label: "Paragraph", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "left"),
  paragraphAlignment: alignmentField("Paragraph alignment", "left"),
  mapSrc: embedField({ label: "Map embed address", schema: mapEmbed.default("") }),
  geoLocation: { ...geoLocationField, schema: geoLocationField.schema.optional() },
  /** The contact card: its title, address, phone and e-mail. */
  name: textField({ label: "Card title", max: limits.name }),
  location: textField({ label: "Address", max: limits.location }),
  phone: textField({ label: "Phone", max: limits.phone }),
  email: textField({ label: "E-mail", max: limits.email }),
};

export const mapContactData = schemaOfFields(MAP_CONTACT_FIELDS);
export type MapContactData = z.infer<typeof mapContactData>;
