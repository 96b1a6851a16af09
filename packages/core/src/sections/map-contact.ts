import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { alignment, geoLocation, mapEmbed, text } from "../schema/primitives.ts";

const limits = LIMITS.text.mapContact;

export const mapContactData = z.strictObject({
  title: text(limits.title).default(""),
  paragraph: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("left"),
  paragraphAlignment: alignment.default("left"),
  mapSrc: mapEmbed.default(""),
  geoLocation: geoLocation.optional(),
  /** The contact card: its title, address, phone and e-mail. */
  name: text(limits.name).default(""),
  location: text(limits.location).default(""),
  phone: text(limits.phone).default(""),
  email: text(limits.email).default(""),
});
export type MapContactData = z.infer<typeof mapContactData>;
