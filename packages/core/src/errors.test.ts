import { describe, expect, it } from "vitest";
import { ERRORS, IlhaError, ilhaError, notArrayError } from "./errors.ts";

describe("error catalogue", () => {
  it("holds the spec's field messages word for word", () => {
    expect(ERRORS.fieldEmpty.message).toBe("This field cannot be empty");
    expect(ERRORS.invalidEmail.message).toBe("Please enter a valid email");
    expect(ERRORS.requiredField.message).toBe("Required field");
    expect(ERRORS.incorrectEmail.message).toBe("Please put a correct e-mail");
    expect(ERRORS.maxCharacters.message).toBe("Your have exceeded the maximum character limit.");
    expect(ERRORS.fieldRequired.message).toBe("This field is required");
    expect(ERRORS.refreshPage.message).toBe("Please refresh page to load data");
    expect(ERRORS.failedToFetch.message).toBe("Failed to fetch");
    expect(ERRORS.badHex.message).toBe("Bad Hex");
  });

  it("gives every entry a unique stable code and a 4xx status", () => {
    const codes = Object.values(ERRORS).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of Object.values(ERRORS)) {
      expect(entry.code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(500);
    }
  });

  it("carries { status, message, code } in errors", () => {
    const error = ilhaError("notFound");
    expect(error).toBeInstanceOf(IlhaError);
    expect(error.toBody()).toEqual({ status: 404, code: "not_found", message: "Not found" });
  });

  it("names the expected array type for non-array data", () => {
    expect(notArrayError("posts").message).toBe("Expected data to be an array of posts");
  });
});
