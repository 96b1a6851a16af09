export const MESSENGER_NAMES = ["facebook", "whatsapp", "telegram", "viber"] as const;
export type MessengerName = (typeof MESSENGER_NAMES)[number];

/** The link prefix of each messenger (spec §5: `{host}`, `{host}/send?phone=`, `{host}/`, `{address}`). */
export const MESSENGER_PREFIXES: Record<MessengerName, string> = {
  facebook: "https://",
  whatsapp: "https://api.whatsapp.com/send?phone=",
  telegram: "https://t.me/",
  viber: "viber://chat?number=",
};

const isMessengerName = (name: unknown): name is MessengerName =>
  MESSENGER_NAMES.includes(name as MessengerName);

/** A phone number as a chat link takes it: its digits, after one plus if it was typed first. */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return /^[^\d]*\+/.test(value) && digits !== "" ? `+${digits}` : digits;
}

/** A Telegram address typed as a link (`https://t.me/name`): what follows the host. */
const TELEGRAM_LINK = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\//i;

/**
 * A Telegram username or phone number: a value made of digits and the signs a number is typed
 * with (spaces, brackets, dashes, dots, a plus) is a number, kept as `phoneDigits`; any other is a
 * username, kept to the characters Telegram's usernames have (Latin letters, digits, underscores)
 * after the `@` it may start with.
 */
function telegramValue(value: string): string {
  const name = value.trim().replace(TELEGRAM_LINK, "");
  if (/\d/.test(name) && /^[\d\s()+\-.]+$/.test(name)) return phoneDigits(name);
  const at = name.startsWith("@") ? "@" : "";
  return at + name.slice(at.length).replace(/[^A-Za-z0-9_]/g, "");
}

/**
 * What a messenger's typed value is stored as: WhatsApp and Viber numbers keep their digits and
 * one leading plus; Telegram keeps a username's valid characters or a number's digits and plus;
 * a Facebook address (or a value of no known messenger) is kept trimmed.
 */
export function messengerValue({ name, value }: { name: unknown; value: string }): string {
  if (!isMessengerName(name)) return value.trim();
  if (name === "whatsapp" || name === "viber") return phoneDigits(value);
  if (name === "telegram") return telegramValue(value);
  return value.trim();
}

/** Viber and WhatsApp numbers: the first hyphen is removed and the first plus encoded as %2B. */
function phoneValue(value: string): string {
  return value.replace("-", "").replace("+", "%2B");
}

const VALUE_OF: Record<MessengerName, (value: string) => string> = {
  facebook: (value) => value.replace(/^https?:\/\//i, ""),
  whatsapp: phoneValue,
  telegram: (value) => value.replace(/^@/, ""),
  viber: phoneValue,
};

/** The chat link a messenger's launcher opens in a new tab (spec §5 chat link builders). */
export function messengerLink({ name, value }: { name: MessengerName; value: string }): string {
  return MESSENGER_PREFIXES[name] + VALUE_OF[name](value.trim());
}
