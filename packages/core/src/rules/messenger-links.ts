export const MESSENGER_NAMES = ["facebook", "whatsapp", "telegram", "viber"] as const;
export type MessengerName = (typeof MESSENGER_NAMES)[number];

/** The link prefix of each messenger (spec §5: `{host}`, `{host}/send?phone=`, `{host}/`, `{address}`). */
export const MESSENGER_PREFIXES: Record<MessengerName, string> = {
  facebook: "https://",
  whatsapp: "https://api.whatsapp.com/send?phone=",
  telegram: "https://t.me/",
  viber: "viber://chat?number=",
};

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
