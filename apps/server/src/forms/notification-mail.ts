import type { ContactSubmission } from "@ilha/core";
import type { FormSite } from "./form-site.ts";

export type NotificationMail = {
  recipient: string;
  replyTo: string;
  subject: string;
  body: string;
};

/** The e-mail telling a site's owner a visitor wrote, answered straight to the visitor. */
export function notificationMail({
  site,
  submission,
}: {
  site: FormSite;
  submission: ContactSubmission;
}): NotificationMail {
  const lines = [
    `A visitor of ${site.name} wrote through the contact form.`,
    "",
    `Name: ${submission.name}`,
    `E-mail: ${submission.email}`,
    "",
    submission.message ?? "",
  ];
  return {
    recipient: site.email,
    replyTo: submission.email.trim(),
    subject: `New message from your website ${site.name}`,
    body: lines.join("\n"),
  };
}
