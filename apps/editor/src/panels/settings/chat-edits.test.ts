import { describe, expect, it } from "vitest";
import { type ChatEntry, withChatKey, withPrimaryChat } from "./chat-edits.ts";

const chats: ChatEntry[] = [
  { name: "intercom", key: "a1", isPrimary: true },
  { name: "olark", key: "b2", isPrimary: false },
];

describe("chat edits", () => {
  it("makes the first chat set the primary one and adds the next ones after it", () => {
    const first = withChatKey({ chats: [], name: "livechat", key: "x" });
    expect(first).toEqual([{ name: "livechat", key: "x", isPrimary: true }]);
    expect(withChatKey({ chats: first, name: "olark", key: "y" })[1]).toEqual({
      name: "olark",
      key: "y",
      isPrimary: false,
    });
  });

  it("changes a chat's key in its place", () => {
    expect(withChatKey({ chats, name: "olark", key: "c3" })).toEqual([
      chats[0],
      { name: "olark", key: "c3", isPrimary: false },
    ]);
  });

  it("takes a chat out when its key is emptied; the first left becomes primary if it was", () => {
    expect(withChatKey({ chats, name: "olark", key: "" })).toEqual([chats[0]]);
    expect(withChatKey({ chats, name: "intercom", key: "" })).toEqual([
      { name: "olark", key: "b2", isPrimary: true },
    ]);
  });

  it("makes exactly one chat primary", () => {
    expect(withPrimaryChat({ chats, name: "olark" }).map((chat) => chat.isPrimary)).toEqual([
      false,
      true,
    ]);
  });
});
