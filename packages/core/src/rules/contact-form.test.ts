import { describe, expect, it } from "vitest";
import { validateContactField, validateContactForm } from "./contact-form.ts";

describe("contact form validation", () => {
  it("requires the name", () => {
    expect(validateContactField("name", "")).toBe("This field cannot be empty");
    expect(validateContactField("name", "   ")).toBe("This field cannot be empty");
    expect(validateContactField("name", "Ana")).toBeUndefined();
  });

  it("requires a valid e-mail", () => {
    expect(validateContactField("email", "")).toBe("This field cannot be empty");
    expect(validateContactField("email", "ana@")).toBe("Please enter a valid email");
    expect(validateContactField("email", "ana@example.pt")).toBeUndefined();
  });

  it("leaves the message optional", () => {
    expect(validateContactField("message", "")).toBeUndefined();
  });

  it("lets a submit proceed only with the name filled and the e-mail valid", () => {
    expect(validateContactForm({ name: "Ana", email: "ana@example.pt", message: "" })).toEqual({
      isValid: true,
      errors: {},
    });
    expect(validateContactForm({ name: "", email: "nope", message: "Olá" })).toEqual({
      isValid: false,
      errors: { name: "This field cannot be empty", email: "Please enter a valid email" },
    });
  });
});
