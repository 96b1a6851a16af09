import { z } from "zod";
import { ERRORS } from "../errors.ts";
import { API_PATH_DEFAULT, LIMITS } from "../limits.ts";
import { isEmail } from "../rules/email.ts";
import { safeImageUrl } from "../rules/safe-url.ts";
import { languageMenuLayout } from "./language.ts";
import { dimensions, url } from "./primitives.ts";
import { trackingSettings } from "./tracking.ts";

/** A path prefix such as `/s/vehicle-rental`, or empty for the domain root. */
export const routeBase = z
  .string()
  .regex(/^(?:\/[A-Za-z0-9._~-]+)*$/, { error: "A route base is empty or like '/s/my-site'" });

/** The image shared with a page (Open Graph): an address every published page can resolve. */
export const socialImageUrl = z
  .string()
  .max(LIMITS.text.url)
  .refine((value) => value === "" || safeImageUrl(value) !== undefined, {
    error: ERRORS.unsafeImageUrl.message,
  });

export const siteSettings = z.strictObject({
  routeBase: routeBase.default(""),
  languageMenuLayout: languageMenuLayout.default("full"),
  /** Where the contact form's messages go. */
  email: z
    .string()
    .max(LIMITS.text.email)
    .refine((value) => value === "" || isEmail(value), { error: ERRORS.invalidEmail.message })
    .default(""),
  /**
   * Spec §8's notification flag: after a failed send, the contact form's submit button shows an
   * error indicator. Off by default (the form then only logs the failure, spec §4).
   */
  shouldShowFormErrors: z.boolean().default(false),
  favicon: url.default(""),
  socialImage: dimensions.extend({ url: socialImageUrl }).optional(),
  tracking: trackingSettings.default({ chatsData: [] }),
  apiPath: z
    .string()
    .regex(/^(?:\/[A-Za-z0-9._~-]+)+$/)
    .default(API_PATH_DEFAULT),
  generator: z.string().max(LIMITS.text.generator).default("Ilha"),
});
export type SiteSettings = z.infer<typeof siteSettings>;
