import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it("allows 10 form posts per address and site unless ILHA_FORM_RATE_LIMIT says otherwise", () => {
    expect(readConfig({}).formRateLimit).toBe(10);
    expect(readConfig({ ILHA_FORM_RATE_LIMIT: "" }).formRateLimit).toBe(10);
    expect(readConfig({ ILHA_FORM_RATE_LIMIT: "5000" }).formRateLimit).toBe(5000);
  });

  it.each(["0", "-3", "2.5", "many"])("refuses ILHA_FORM_RATE_LIMIT=%j", (value) => {
    expect(() => readConfig({ ILHA_FORM_RATE_LIMIT: value })).toThrow(
      `ILHA_FORM_RATE_LIMIT must be a whole number of 1 or more, not "${value}"`,
    );
  });
});
