import { describe, expect, it } from "vitest";
import { trackingSettings } from "./tracking.ts";

const VALID = {
  gtagId: "G-ABC123XYZ9",
  facebookPixelCode: "123456789012345",
  adSensePublisherId: "ca-pub-1234567890123456",
  ymId: "98765432",
  chatsData: [{ name: "intercom", key: "abc123de", isPrimary: true }],
};

describe("tracking settings", () => {
  it("accept the ids each vendor issues", () => {
    expect(trackingSettings.safeParse(VALID).success).toBe(true);
    expect(trackingSettings.parse({}).chatsData).toEqual([]);
  });

  it.each([
    ["gtagId", `G-1"></script><script>alert(1)</script>`, "Not a valid analytics tag id"],
    ["gtagId", "G-ABC');alert(1);//", "Not a valid analytics tag id"],
    ["facebookPixelCode", "123456'); fetch('//evil", "Not a valid pixel id"],
    ["adSensePublisherId", "pub-123&callback=alert", "Not a valid ad publisher id"],
    ["ymId", "1234 onload=alert(1)", "Not a valid metrics tag id"],
  ])("refuse a %s that could carry code: %s", (field, value, message) => {
    const result = trackingSettings.safeParse({ ...VALID, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("refuse a chat key that could carry code and a chat the site cannot load", () => {
    const key = trackingSettings.safeParse({
      chatsData: [{ name: "jivochat", key: "x/../../evil.js?", isPrimary: true }],
    });
    expect(key.error?.issues.map((issue) => issue.message)).toEqual(["Not a valid chat key"]);
    const name = trackingSettings.safeParse({
      chatsData: [{ name: "evilchat", key: "abc", isPrimary: true }],
    });
    expect(name.success).toBe(false);
  });
});
