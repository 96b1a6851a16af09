import { describe, expect, it } from "vitest";
import { chatsOf } from "./chat-of.ts";
import { item } from "./test-messengers.tsx";

function hrefOf(buttonUrl: string): string | undefined {
  const messengers = {
    settings: { alignment: "right" as const },
    data: [item("telegram", "@mare_rent", { buttonUrl })],
  };
  return chatsOf({ messengers, siteName: "Maré Rent", siteBase: "", routeBase: "" })[0]?.href;
}

describe("the chat card's button URL", () => {
  it("gets http:// when it lacks a scheme", () => {
    expect(hrefOf("www.facebook.com/marerent")).toBe("http://www.facebook.com/marerent");
  });

  it("is used as it is when it has a safe scheme", () => {
    expect(hrefOf("https://example.com/chat")).toBe("https://example.com/chat");
  });

  it("leaves the messenger's chat link when it is empty or unsafe", () => {
    expect(hrefOf("")).toBe("https://t.me/mare_rent");
    expect(hrefOf("  ")).toBe("https://t.me/mare_rent");
    expect(hrefOf("javascript:alert(1)")).toBe("https://t.me/mare_rent");
  });
});
