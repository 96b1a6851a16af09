import { z } from "zod";
import { API_PATH_DEFAULT, LIMITS } from "../limits.ts";
import { isEmail } from "../rules/email.ts";
import { languageMenuLayout } from "./language.ts";
import { dimensions, url } from "./primitives.ts";
import { trackingSettings } from "./tracking.ts";

/** A path prefix such as `/s/vehicle-rental`, or empty for the domain root. */
export const routeBase = z
  .string()
  .regex(/^(?:\/[A-Za-z0-9._~-]+)*$/, { error: "A route base is empty or like '/s/my-site'" });

export const siteSettings = z.strictObject({
  routeBase: routeBase.default(""),
  languageMenuLayout: languageMenuLayout.default("full"),
  /** Where the contact form's messages go. */
  email: z
    .string()
    .max(LIMITS.text.email)
    .refine((value) => value === "" || isEmail(value), { error: "Please enter a valid email" })
    .default(""),
  favicon: url.default(""),
  socialImage: dimensions.extend({ url }).optional(),
  tracking: trackingSettings.default({ chatsData: [] }),
  apiPath: z
    .string()
    .regex(/^(?:\/[A-Za-z0-9._~-]+)+$/)
    .default(API_PATH_DEFAULT),
  generator: z.string().max(64).default("Ilha"),
});
export type SiteSettings = z.infer<typeof siteSettings>;
