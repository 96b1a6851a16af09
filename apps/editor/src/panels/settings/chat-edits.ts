import type { ChatName, TrackingSettings } from "@ilha/core";

export type ChatEntry = TrackingSettings["chatsData"][number];

/**
 * The live chats with `name`'s key set to `key`: a new chat goes last, an empty key takes the
 * chat out. The first chat set is the primary one, so that the site always names the chat it loads.
 */
export function withChatKey({
  chats,
  name,
  key,
}: {
  chats: readonly ChatEntry[];
  name: ChatName;
  key: string;
}): ChatEntry[] {
  const others = chats.filter((entry) => entry.name !== name);
  if (key === "") {
    const hasPrimary = others.some((entry) => entry.isPrimary);
    return others.map((entry, index) => ({
      ...entry,
      isPrimary: entry.isPrimary || (!hasPrimary && index === 0),
    }));
  }
  const current = chats.find((entry) => entry.name === name);
  if (current !== undefined) {
    return chats.map((entry) => (entry.name === name ? { ...entry, key } : entry));
  }
  return [...chats, { name, key, isPrimary: chats.length === 0 }];
}

/** The live chats with `name` the primary one, and no other. */
export function withPrimaryChat({
  chats,
  name,
}: {
  chats: readonly ChatEntry[];
  name: ChatName;
}): ChatEntry[] {
  return chats.map((entry) => ({ ...entry, isPrimary: entry.name === name }));
}
