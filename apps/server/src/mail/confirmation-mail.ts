/** How long a confirmation link can be followed. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * The page a confirmation link opens; the token rides in the fragment, which browsers never send
 * to a server, so no access log or proxy records it.
 */
export function confirmationLink({ publicOrigin, token }: { publicOrigin: string; token: string }) {
  return `${publicOrigin.replace(/\/+$/, "")}/confirm-email#${token}`;
}

/**
 * The mail asking an address to confirm it. Its words are the server's own: no text an account
 * writes (a site's name or content) is carried, so the mail cannot relay anyone's message.
 */
export function confirmationMail({
  email,
  accountEmail,
  link,
}: {
  email: string;
  accountEmail: string;
  link: string;
}) {
  const lines = [
    `The Ilha account ${accountEmail} asked for its website's contact-form messages to be sent to ${email}.`,
    "",
    `If this is your address and you want those messages, open this link within ${CONFIRMATION_TTL_MS / 3_600_000} hours:`,
    "",
    link,
    "",
    "If you did not ask for this, ignore this e-mail: nothing more is sent to this address unless the link is opened.",
  ];
  return {
    recipient: email,
    subject: "Confirm the address for your website's messages",
    body: lines.join("\n"),
  };
}
