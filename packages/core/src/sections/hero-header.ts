import { z } from "zod";
import { LIMITS } from "../limits.ts";
import {
  alignment,
  background,
  button,
  imageSet,
  list,
  social,
  text,
  url,
} from "../schema/primitives.ts";

const limits = LIMITS.text.heroHeader;

export const logoColor = z.enum(["default", "black", "white"]);

/** Logo fields shared by the hero header and the navbar-only header. */
export const logoFields = {
  logoSrc: url.default(""),
  logoColor: logoColor.default("default"),
  logoWidth: z.number().positive().optional(),
  logoDimensions: imageSet.optional(),
  initialWidth: z.number().positive().optional(),
  logoAlt: text(LIMITS.text.alt).default(""),
};

export const heroHeaderData = z.strictObject({
  title: text(limits.title),
  paragraph: text(limits.paragraph).default(""),
  titleAlignment: alignment.default("left"),
  paragraphAlignment: alignment.default("left"),
  ...background,
  backgroundImgAlt: text(LIMITS.text.alt).default(""),
  ...logoFields,
  buttons: list(button, LIMITS.counts.heroButtons).default([]),
  headerSocials: list(social, LIMITS.counts.socials).default([]),
});
export type HeroHeaderData = z.infer<typeof heroHeaderData>;

/** The minimal navbar-only header ("NoHeader"): the logo and the navigation bar. */
export const navbarHeaderData = z.strictObject({ ...logoFields });
export type NavbarHeaderData = z.infer<typeof navbarHeaderData>;
