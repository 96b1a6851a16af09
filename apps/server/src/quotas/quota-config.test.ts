import { describe, expect, it } from "vitest";
import { readConfig } from "../config.ts";
import { quotasFromEnv } from "./quota-config.ts";
import { DEFAULT_QUOTAS, quotasWith } from "./quotas.ts";

describe("quotas from the environment", () => {
  it("keeps every default when no variable is set", () => {
    expect(quotasWith(readConfig({}).quotas)).toEqual(DEFAULT_QUOTAS);
    expect(DEFAULT_QUOTAS).toEqual({
      sitesPerAccount: 20,
      mediaBytesPerAccount: 524_288_000,
      publishesPerHour: 60,
      uploadsPerHour: 60,
      keptVersions: 20,
      imageFrames: 100,
      imageTimeoutSeconds: 20,
      siteSize: { pages: 50, sectionsPerPage: 500, sections: 5_000, documentBytes: 2_097_152 },
    });
  });

  it("reads each variable it is given and keeps the rest", () => {
    const quotas = quotasWith(
      quotasFromEnv({
        ILHA_MAX_SITES: "3",
        ILHA_MAX_MEDIA_BYTES: "1048576",
        ILHA_PUBLISH_RATE_LIMIT: "5",
        ILHA_UPLOAD_RATE_LIMIT: "7",
        ILHA_KEPT_VERSIONS: "4",
        ILHA_MAX_IMAGE_FRAMES: "12",
        ILHA_IMAGE_TIMEOUT_SECONDS: "2",
        ILHA_MAX_SECTIONS_PER_PAGE: "300",
        ILHA_MAX_DOCUMENT_BYTES: "",
      }),
    );
    expect(quotas).toEqual({
      sitesPerAccount: 3,
      mediaBytesPerAccount: 1_048_576,
      publishesPerHour: 5,
      uploadsPerHour: 7,
      keptVersions: 4,
      imageFrames: 12,
      imageTimeoutSeconds: 2,
      siteSize: { ...DEFAULT_QUOTAS.siteSize, sectionsPerPage: 300 },
    });
  });

  it.each(["0", "-1", "2.5", "ten", "1e3"])("refuses %s as a limit", (value) => {
    expect(() => readConfig({ ILHA_MAX_SITES: value })).toThrow(
      `ILHA_MAX_SITES must be a whole number of 1 or more, not "${value}"`,
    );
  });
});
