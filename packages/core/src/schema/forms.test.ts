import { describe, expect, it } from "vitest";
import { problemsOf } from "../validate-site.ts";
import { complianceReport, contactSubmission } from "./forms.ts";

function problems(schema: typeof contactSubmission | typeof complianceReport, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : problemsOf(result.error);
}

describe("contact submission", () => {
  const valid = { name: "Ana", email: "ana@example.pt", siteHash: "mareRent2026ps" };

  it("accepts name, e-mail and site hash, with an optional message and cookie flag", () => {
    expect(problems(contactSubmission, valid)).toEqual([]);
    expect(
      problems(contactSubmission, { ...valid, message: "Olá", isCookieAccepted: true }),
    ).toEqual([]);
  });

  it("answers with the contact form's messages", () => {
    expect(problems(contactSubmission, { ...valid, name: " ", email: "x@" })).toEqual([
      { path: "name", message: "This field cannot be empty" },
      { path: "email", message: "Please enter a valid email" },
    ]);
  });

  it("answers a missing name or e-mail with the empty field's message (the form leaves empty values out)", () => {
    expect(problems(contactSubmission, { siteHash: "h" })).toEqual([
      { path: "name", message: "This field cannot be empty" },
      { path: "email", message: "This field cannot be empty" },
    ]);
    expect(problems(contactSubmission, { email: "ana@example.pt", siteHash: "h" })).toEqual([
      { path: "name", message: "This field cannot be empty" },
    ]);
  });

  it("refuses unknown fields", () => {
    expect(problems(contactSubmission, { ...valid, __proto__x: 1 })[0]?.path).toBe("");
  });
});

describe("compliance report", () => {
  const valid = { email: "ana@example.pt", name: "Ana", comment: "Scam", siteHash: "h" };

  it("answers with the report form's messages", () => {
    expect(problems(complianceReport, valid)).toEqual([]);
    expect(
      problems(complianceReport, { ...valid, email: "nope", comment: "c".repeat(256) }),
    ).toEqual([
      { path: "email", message: "Please put a correct e-mail" },
      { path: "comment", message: "Your have exceeded the maximum character limit." },
    ]);
    expect(problems(complianceReport, { ...valid, email: "", name: "" })).toEqual([
      { path: "email", message: "Required field" },
      { path: "name", message: "Required field" },
    ]);
  });

  it("answers missing fields with the empty field's message", () => {
    expect(problems(complianceReport, { siteHash: "h" })).toEqual([
      { path: "email", message: "Required field" },
      { path: "name", message: "Required field" },
      { path: "comment", message: "Required field" },
    ]);
  });
});
