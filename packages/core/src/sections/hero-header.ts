import { z } from "zod";
import {
  alignmentField,
  altField,
  BACKGROUND_FIELDS,
  buttonField,
  imageSizesField,
  SOCIAL_FIELDS,
} from "../fields/common-fields.ts";
import {
  dataField,
  enumField,
  groupField,
  imageField,
  listField,
  numberField,
  textField,
} from "../fields/field.ts";
import { schemaOfFields } from "../fields/section-schema.ts";
import { LIMITS } from "../limits.ts";

const limits = LIMITS.text.heroHeader;
const logoBounds = LIMITS.logo;

export const LOGO_COLORS = ["default", "black", "white"] as const;
export const logoColor = z.enum(LOGO_COLORS);

/** Logo fields shared by the hero header and the navbar-only header. */
export const LOGO_FIELDS = {
  logoSrc: imageField({
    label: "Logo",
    companions: { sizes: "logoDimensions", alt: "logoAlt" },
  }),
  logoColor: enumField({ label: "Logo colour", options: LOGO_COLORS, default: "default" }),
  logoWidth: numberField({
    label: "Logo width",
    min: logoBounds.minWidth,
    max: Math.max(...logoBounds.byScreen.map((screen) => screen.maxWidth)),
    isOptional: true,
  }),
  logoDimensions: imageSizesField,
  initialWidth: dataField({
    label: "Initial logo width",
    schema: z.number().positive().optional(),
  }),
  logoAlt: altField("Logo text alternative"),
};

export const HERO_HEADER_FIELDS = {
  title: textField({ label: "Title", max: limits.title }),
  paragraph: textField({ label: "Paragraph", max: limits.paragraph }),
  titleAlignment: alignmentField("Title alignment", "left"),
  paragraphAlignment: alignmentField("Paragraph alignment", "left"),
  ...BACKGROUND_FIELDS,
  backgroundImgAlt: altField("Background text alternative"),
  ...LOGO_FIELDS,
  buttons: listField({
    label: "Buttons",
    itemLabel: "button",
    count: LIMITS.counts.heroButtons,
    item: buttonField,
  }),
  headerSocials: listField({
    label: "Socials",
    itemLabel: "social link",
    count: LIMITS.counts.socials,
    item: groupField({ label: "Social link", fields: SOCIAL_FIELDS }),
  }),
};

export const heroHeaderData = schemaOfFields(HERO_HEADER_FIELDS);
export type HeroHeaderData = z.infer<typeof heroHeaderData>;

/** The minimal navbar-only header ("NoHeader"): the logo and the navigation bar. */
export const NAVBAR_HEADER_FIELDS = { ...LOGO_FIELDS };
export const navbarHeaderData = schemaOfFields(NAVBAR_HEADER_FIELDS);
export type NavbarHeaderData = z.infer<typeof navbarHeaderData>;
