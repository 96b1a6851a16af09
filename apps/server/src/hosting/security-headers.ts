import { MAP_EMBED_HOSTS, type TrackingSettings } from "@ilha/core";

type Sources = { script: string[]; connect?: string[]; img?: string[]; frame?: string[] };

/**
 * Where each third-party script of spec §4 loads from and talks to, as its vendor documents for
 * a Content Security Policy. A site's policy allows only the vendors its settings name.
 */
export const VENDOR_SOURCES = {
  gtag: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  },
  facebookPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    img: ["https://www.facebook.com"],
  },
  adSense: {
    script: [
      "https://pagead2.googlesyndication.com",
      "https://*.googlesyndication.com",
      "https://*.doubleclick.net",
      "https://*.gstatic.com",
    ],
    connect: ["https://*.googlesyndication.com", "https://*.doubleclick.net"],
    frame: ["https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.google.com"],
  },
  yandexMetrika: {
    script: ["https://mc.yandex.ru", "https://yastatic.net"],
    connect: ["https://mc.yandex.ru", "https://mc.yandex.com"],
    img: ["https://mc.yandex.ru", "https://mc.yandex.com"],
    frame: ["https://mc.yandex.ru", "https://mc.yandex.com"],
  },
  livechat: {
    script: ["https://cdn.livechatinc.com", "https://*.livechatinc.com"],
    connect: ["https://*.livechatinc.com", "wss://*.livechatinc.com"],
    frame: ["https://*.livechatinc.com"],
  },
  jivochat: {
    script: ["https://code.jivosite.com", "https://*.jivosite.com"],
    connect: ["https://*.jivosite.com", "wss://*.jivosite.com"],
    frame: ["https://*.jivosite.com"],
  },
  olark: {
    script: ["https://static.olark.com", "https://*.olark.com"],
    connect: ["https://*.olark.com", "wss://*.olark.com"],
    frame: ["https://*.olark.com"],
  },
  intercom: {
    script: ["https://widget.intercom.io", "https://js.intercomcdn.com"],
    connect: ["https://*.intercom.io", "wss://*.intercom.io", "https://*.intercomcdn.com"],
    frame: ["https://*.intercom.io", "https://*.intercomcdn.com"],
  },
  freshchat: {
    script: ["https://wchat.freshchat.com", "https://*.freshchat.com"],
    connect: ["https://*.freshchat.com", "wss://*.freshchat.com"],
    frame: ["https://*.freshchat.com"],
  },
} as const satisfies Record<string, Sources>;

export type Vendor = keyof typeof VENDOR_SOURCES;

/** The vendors a site's tracking settings name: the only ones its pages may load. */
export function vendorsOf(tracking: TrackingSettings | undefined): Vendor[] {
  if (tracking === undefined) return [];
  const vendors: Vendor[] = [];
  if (tracking.gtagId !== undefined) vendors.push("gtag");
  if (tracking.facebookPixelCode !== undefined) vendors.push("facebookPixel");
  if (tracking.adSensePublisherId !== undefined) vendors.push("adSense");
  if (tracking.ymId !== undefined) vendors.push("yandexMetrika");
  for (const chat of tracking.chatsData) vendors.push(chat.name);
  return [...new Set(vendors)];
}

/**
 * The Content Security Policy of a site's pages: its own files, the maps service's embeds, images
 * from any `https:` address (image fields may name one), and exactly the third-party hosts of
 * the vendors its settings name. No inline script, no plugins, no `<base>`.
 */
export function contentSecurityPolicy({
  vendors = [],
  formOrigin,
}: {
  vendors?: readonly Vendor[];
  formOrigin?: string;
} = {}): string {
  const sources = vendors.map((vendor) => VENDOR_SOURCES[vendor] as Sources);
  const of = (kind: keyof Sources) => [...new Set(sources.flatMap((source) => source[kind] ?? []))];
  const list = (values: string[]) => values.join(" ");
  const maps = MAP_EMBED_HOSTS.map((host) => `https://${host}`);
  const connect = ["'self'", ...(formOrigin === undefined ? [] : [formOrigin]), ...of("connect")];
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", ...of("script")])}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${list(connect)}`,
    `frame-src ${list([...maps, ...of("frame")])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function securityHeaders({ vendors = [] }: { vendors?: readonly Vendor[] } = {}) {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ vendors }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}
