import { existsSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_CHOICES } from "@ilha/core";
import { describe, expect, it } from "vitest";

describe("the flags of the languages an owner can add", () => {
  it.each(LANGUAGE_CHOICES.map((choice) => [choice.code, choice.flagCode]))(
    "%s has its flag (%s.svg) among the sections' static files",
    (_code, flagCode) => {
      expect(existsSync(join(import.meta.dirname, "../static/flags", `${flagCode}.svg`))).toBe(
        true,
      );
    },
  );
});
