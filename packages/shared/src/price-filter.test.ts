import { describe, expect, it } from "vitest";
import { isMaxPriceApplied, isMinPriceApplied } from "./price-filter";

describe("the price filter's bounds", () => {
  it("applies a minimum only above 0", () => {
    expect(isMinPriceApplied(undefined)).toBe(false);
    expect(isMinPriceApplied(0)).toBe(false);
    expect(isMinPriceApplied(10)).toBe(true);
    expect(isMinPriceApplied(1000)).toBe(true);
  });

  it("applies a maximum only below 1000", () => {
    expect(isMaxPriceApplied(undefined)).toBe(false);
    expect(isMaxPriceApplied(1000)).toBe(false);
    expect(isMaxPriceApplied(990)).toBe(true);
    expect(isMaxPriceApplied(0)).toBe(true);
  });
});
