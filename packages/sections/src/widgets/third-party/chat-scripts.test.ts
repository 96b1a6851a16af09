import type { ChatName } from "@ilha/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatScript } from "./chat-scripts.ts";
import { loadVendorScript } from "./inject-script.ts";
import { forgetVendors, injectedSources, treatScriptsAsLoaded } from "./test-tracking.ts";

type ChatGlobals = {
  __lc?: { license: number | string };
  olark?: { _: { s: unknown[][] } };
  intercomSettings?: { app_id: string };
  Intercom?: { q: unknown[][] };
  fcWidget?: { init: (options: unknown) => void };
};

const globals = () => window as unknown as ChatGlobals;

function load(name: ChatName, key: string) {
  const script = chatScript([{ name, key, isPrimary: true }]);
  if (script === undefined) throw new Error("a chat script");
  loadVendorScript(script);
}

beforeEach(() => {
  treatScriptsAsLoaded();
  forgetVendors();
});

afterEach(forgetVendors);

describe("live chat scripts", () => {
  it.each([
    ["livechat", "12345678", "https://cdn.livechatinc.com/tracking.js"],
    ["jivochat", "AbC_12-x", "https://code.jivosite.com/widget/AbC_12-x"],
    ["olark", "1111-222-33-4444", "https://static.olark.com/jsclient/loader.js"],
    ["intercom", "abc123de", "https://widget.intercom.io/widget/abc123de"],
    ["freshchat", "token-1", "https://wchat.freshchat.com/js/widget.js"],
  ] as const)("load %s from its vendor's address", (name, key, src) => {
    load(name, key);
    expect(injectedSources()).toEqual([src]);
  });

  it("hand each chat its key the way its vendor reads it", () => {
    load("livechat", "12345678");
    expect(globals().__lc).toEqual({ license: 12345678 });
    load("olark", "1111-222-33-4444");
    expect(globals().olark?._.s).toEqual([["identify", "1111-222-33-4444"]]);
    load("intercom", "abc123de");
    expect(globals().intercomSettings).toEqual({ app_id: "abc123de" });
    expect(globals().Intercom?.q).toEqual([]);
  });

  it("initialise the freshchat widget with its token once its script has loaded", () => {
    const init = vi.fn();
    globals().fcWidget = { init };
    load("freshchat", "token-1");
    const script = document.head.querySelector("script[data-ilha-vendor='freshchat']");
    script?.dispatchEvent(new Event("load"));
    expect(init).toHaveBeenCalledOnce();
    expect(init).toHaveBeenCalledWith({ token: "token-1", host: "https://wchat.freshchat.com" });
  });

  it("pick the primary chat, else the first, and none without chats", () => {
    const chats = [
      { name: "olark" as const, key: "a", isPrimary: false },
      { name: "jivochat" as const, key: "b", isPrimary: true },
    ];
    expect(chatScript(chats)?.vendor).toBe("jivochat");
    expect(chatScript(chats.map((chat) => ({ ...chat, isPrimary: false })))?.vendor).toBe("olark");
    expect(chatScript([])).toBeUndefined();
  });
});
