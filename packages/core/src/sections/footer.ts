import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { list, social, text } from "../schema/primitives.ts";

export const footerData = z.strictObject({
  copyrightText: text().default(""),
  socials: list(social, LIMITS.counts.footerSocials),
});
export type FooterData = z.infer<typeof footerData>;
