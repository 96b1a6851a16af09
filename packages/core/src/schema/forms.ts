import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { validateContactForm } from "../rules/contact-form.ts";
import { validateReportForm } from "../rules/report-form.ts";

function addErrors(context: z.RefinementCtx, errors: Partial<Record<string, string>>): void {
  for (const [field, message] of Object.entries(errors)) {
    if (message !== undefined) context.addIssue({ code: "custom", path: [field], message });
  }
}

/**
 * Spec §7 contact submission, checked with the same rules as the form (spec §5). The form leaves
 * empty values out, so a missing name or email is the empty one, with the empty field's message.
 */
export const contactSubmission = z
  .strictObject({
    name: z.string().max(LIMITS.text.inlineTextDefault).default(""),
    email: z.string().max(LIMITS.text.email).default(""),
    message: z.string().max(LIMITS.text.contactMessage).optional(),
    siteHash: z.string().max(128),
    isCookieAccepted: z.boolean().optional(),
  })
  .superRefine((data, context) => {
    const { errors } = validateContactForm({ ...data, message: data.message ?? "" });
    addErrors(context, errors);
  });
export type ContactSubmission = z.infer<typeof contactSubmission>;

/**
 * Spec §3/§7 compliance report ("report this website"); a missing field is the empty one, as in
 * the contact submission.
 */
export const complianceReport = z
  .strictObject({
    email: z.string().default(""),
    name: z.string().default(""),
    comment: z.string().default(""),
    siteHash: z.string().max(128),
  })
  .superRefine((data, context) => addErrors(context, validateReportForm(data).errors));
export type ComplianceReport = z.infer<typeof complianceReport>;
