/**
 * Mails to an address someone tried to sign up with while it already has an account: at most 3 a
 * day to one address, so signing up with a stranger's address cannot flood their mailbox.
 */
export const TAKEN_ADDRESS_MAIL_RATE = { maxPerAddress: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/**
 * The mail telling an account's owner that someone tried to create an account with their address.
 * Its words are the server's own and carry no password, token or link with a secret: only where
 * the owner signs in.
 */
export function takenAddressMail({ email, signInUrl }: { email: string; signInUrl: string }) {
  const lines = [
    `Someone tried to create an Ilha account with ${email}, which already has one.`,
    "No new account was made and nothing about yours changed.",
    "",
    "If it was you, you already have an account: sign in with this address and your password at",
    "",
    signInUrl,
    "",
    "If it was not you, you can ignore this e-mail.",
  ];
  return {
    recipient: email,
    subject: "Someone tried to create an Ilha account with your address",
    body: lines.join("\n"),
  };
}
