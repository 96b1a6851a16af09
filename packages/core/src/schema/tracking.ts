import { z } from "zod";

/**
 * Third-party ids are validated strictly: each is only the characters its vendor issues, so no
 * id can carry script into a published page.
 */
export const TRACKING_ID_PATTERNS = {
  gtagId: /^(?:G|UA|AW|GT|DC)-[A-Z0-9-]{4,24}$/,
  facebookPixelCode: /^\d{5,20}$/,
  adSensePublisherId: /^(?:ca-)?pub-\d{10,20}$/,
  ymId: /^\d{4,12}$/,
  chatKey: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

function trackingId(pattern: RegExp, what: string) {
  return z
    .string()
    .regex(pattern, { error: `Not a valid ${what}` })
    .optional();
}

export const chatName = z.enum(["livechat", "jivochat", "olark", "intercom", "freshchat"]);
export type ChatName = z.infer<typeof chatName>;

export const chatEntry = z.strictObject({
  name: chatName,
  key: z.string().regex(TRACKING_ID_PATTERNS.chatKey, { error: "Not a valid chat key" }),
  isPrimary: z.boolean().default(false),
});

export const trackingSettings = z.strictObject({
  chatsData: z.array(chatEntry).default([]),
  facebookPixelCode: trackingId(TRACKING_ID_PATTERNS.facebookPixelCode, "pixel id"),
  gtagId: trackingId(TRACKING_ID_PATTERNS.gtagId, "analytics tag id"),
  adSensePublisherId: trackingId(TRACKING_ID_PATTERNS.adSensePublisherId, "ad publisher id"),
  ymId: trackingId(TRACKING_ID_PATTERNS.ymId, "metrics tag id"),
});
export type TrackingSettings = z.infer<typeof trackingSettings>;
