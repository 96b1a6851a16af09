import { describe, expect, it } from "vitest";
import { limitReportInput, reportCounter, validateReportForm } from "./report-form.ts";

const valid = { email: "ana@example.pt", name: "Ana", comment: "Fake business" };

describe("report form validation", () => {
  it("passes a complete report", () => {
    expect(validateReportForm(valid)).toEqual({ isValid: true, errors: {} });
  });

  it("requires the e-mail, the name and the comment", () => {
    expect(validateReportForm({ email: "", name: "", comment: " " })).toEqual({
      isValid: false,
      errors: { email: "Required field", name: "Required field", comment: "Required field" },
    });
  });

  it("asks for a correct e-mail", () => {
    expect(validateReportForm({ ...valid, email: "ana.example.pt" }).errors).toEqual({
      email: "Please put a correct e-mail",
    });
  });

  it("refuses a name or comment over 255 characters", () => {
    const result = validateReportForm({
      ...valid,
      name: "a".repeat(256),
      comment: "b".repeat(255),
    });
    expect(result).toEqual({
      isValid: false,
      errors: { name: "Your have exceeded the maximum character limit." },
    });
  });

  it("cuts input beyond 255 characters and says so", () => {
    expect(limitReportInput("a".repeat(255))).toEqual({ value: "a".repeat(255) });
    expect(limitReportInput("a".repeat(300))).toEqual({
      value: "a".repeat(255),
      error: "Your have exceeded the maximum character limit.",
    });
  });

  it("counts length/255 and warns when fewer than 6 remain", () => {
    expect(reportCounter("abc")).toEqual({ text: "3/255", isWarning: false });
    expect(reportCounter("a".repeat(249))).toEqual({ text: "249/255", isWarning: false });
    expect(reportCounter("a".repeat(250))).toEqual({ text: "250/255", isWarning: true });
    expect(reportCounter("a".repeat(255))).toEqual({ text: "255/255", isWarning: true });
  });
});
