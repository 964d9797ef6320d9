import { describe, expect, it } from "vitest";
import { CASE_REASONS, defaultReturnPostagePayer, RETURN_POSTAGE_PAYERS } from "./cases";

describe("defaultReturnPostagePayer", () => {
  it("names the seller when the item was not what they sold", () => {
    for (const reason of ["not_as_described", "counterfeit", "wrong_item", "missing_items"] as const) {
      expect(defaultReturnPostagePayer(reason)).toBe("seller");
    }
  });

  it("names the platform when the carrier damaged or lost the parcel", () => {
    expect(defaultReturnPostagePayer("damaged_in_transit")).toBe("platform");
    expect(defaultReturnPostagePayer("not_received")).toBe("platform");
  });

  it("names the buyer for a change of mind the seller accepted", () => {
    expect(defaultReturnPostagePayer("other")).toBe("buyer");
  });

  it("names a payer for every reason", () => {
    for (const reason of CASE_REASONS) expect(RETURN_POSTAGE_PAYERS).toContain(defaultReturnPostagePayer(reason));
  });
});
