import type { ChatName, TrackingSettings } from "@ilha/core";
import type { VendorScript } from "./inject-script.ts";

type Queue = ((...args: unknown[]) => void) & Record<string, unknown>;

type ChatWindow = {
  __lc?: { license: number | string };
  olark?: Queue;
  intercomSettings?: { app_id: string };
  Intercom?: Queue;
  fcWidget?: { init: (options: { token: string; host: string }) => void };
};

const chatWindow = () => window as unknown as ChatWindow;

/** Intercom's command queue (`Intercom.q`), replayed by its widget once loaded. */
function intercomQueue(): Queue {
  const queue: unknown[][] = [];
  const stub = ((...args: unknown[]) => {
    queue.push(args);
  }) as Queue;
  stub.q = queue;
  stub.c = (args: unknown[]) => queue.push(args);
  return stub;
}

const OLARK_LOADER = "static.olark.com/jsclient/loader.js";

/** Olark's command queue (`olark._`), as its own snippet builds it, identified by the site key. */
function olarkQueue(key: string): Queue {
  const state = { s: [] as unknown[][], t: [Date.now()], c: {}, l: OLARK_LOADER, i: key };
  const stub = ((...args: unknown[]) => {
    state.s.push(args);
    state.t.push(Date.now());
  }) as Queue;
  stub._ = state;
  stub.identify = (id: string) => stub("identify", id);
  return stub;
}

const FRESHCHAT_HOST = "https://wchat.freshchat.com";

const CHATS: Record<ChatName, (key: string) => VendorScript> = {
  livechat: (key) => ({
    vendor: "livechat",
    src: "https://cdn.livechatinc.com/tracking.js",
    setUp: () => {
      chatWindow().__lc = { license: /^\d+$/.test(key) ? Number(key) : key };
    },
  }),
  jivochat: (key) => ({
    vendor: "jivochat",
    src: `https://code.jivosite.com/widget/${encodeURIComponent(key)}`,
  }),
  olark: (key) => ({
    vendor: "olark",
    src: `https://${OLARK_LOADER}`,
    setUp: () => {
      const target = chatWindow();
      target.olark ??= olarkQueue(key);
      target.olark("identify", key);
    },
  }),
  intercom: (key) => ({
    vendor: "intercom",
    src: `https://widget.intercom.io/widget/${encodeURIComponent(key)}`,
    setUp: () => {
      const target = chatWindow();
      target.intercomSettings = { app_id: key };
      target.Intercom ??= intercomQueue();
    },
  }),
  freshchat: (key) => ({
    vendor: "freshchat",
    src: `${FRESHCHAT_HOST}/js/widget.js`,
    onLoad: () => chatWindow().fcWidget?.init({ token: key, host: FRESHCHAT_HOST }),
  }),
};

/**
 * The site's live chat: the one marked primary, else the first. One chat widget per page: two
 * would stack their launchers on each other.
 */
export function chatScript(chats: TrackingSettings["chatsData"]): VendorScript | undefined {
  const chat = chats.find((entry) => entry.isPrimary) ?? chats[0];
  return chat === undefined ? undefined : CHATS[chat.name](chat.key);
}
