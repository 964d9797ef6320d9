import { describe, expect, it } from "vitest";
import { displayMobileNumber, finnishMobileNumber } from "./mobilepay-validation";

describe("Finnish mobile numbers for MobilePay", () => {
  it("accepts the ways people type them, in international form", () => {
    for (const typed of ["040 123 4567", "0401234567", "+358 40 123 4567", "+358401234567", "00358 40-123 4567"]) {
      expect(finnishMobileNumber(typed), typed).toBe("+358401234567");
    }
    expect(finnishMobileNumber("050 987 65")).toBe("+3585098765");
    expect(finnishMobileNumber("045 1234 5678")).toBe("+3584512345678");
  });

  it("refuses landlines, foreign numbers, letters and lengths no mobile has", () => {
    for (const typed of ["09 123 4567", "+46 70 123 4567", "040 12", "040 1234 56789", "04O 123 4567", "", "+358"]) {
      expect(finnishMobileNumber(typed), typed).toBeNull();
    }
  });

  it("shows the number grouped", () => {
    expect(displayMobileNumber("+358401234567")).toBe("+358 40 123 4567");
  });
});
