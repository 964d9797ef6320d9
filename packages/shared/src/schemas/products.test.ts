import { describe, expect, it } from "vitest";
import { priceEurosSchema } from "./products";

describe("a listing's price", () => {
  it.each([0.01, 0.29, 19.99, 1998.99, 100_000])("accepts %s euros, a whole number of cents", (euros) => {
    expect(priceEurosSchema.safeParse(euros).success).toBe(true);
  });

  it.each([
    ["a billionth of a euro, which rounds to 0 cents", 1e-9],
    ["less than half a cent", 0.004],
    ["three decimals", 9.999],
    ["a fraction of a cent above a valid price", 19.99 + 1e-9],
    ["zero", 0],
    ["a negative price", -0.01],
  ])("refuses %s", (_name, euros) => {
    expect(priceEurosSchema.safeParse(euros).success).toBe(false);
  });
});
