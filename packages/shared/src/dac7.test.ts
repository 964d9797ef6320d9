import { describe, expect, it } from "vitest";
import { finnishPersonalIdentityCode } from "./dac7";

describe("Finnish personal identity codes", () => {
  it("accepts valid codes of every century, with the newer century signs, normalised to capitals", () => {
    expect(finnishPersonalIdentityCode("131052-308T")).toBe("131052-308T");
    expect(finnishPersonalIdentityCode(" 131052-308t ")).toBe("131052-308T");
    expect(finnishPersonalIdentityCode("131052Y308T")).toBe("131052Y308T");
    expect(finnishPersonalIdentityCode("010101A123N")).toBe("010101A123N");
    expect(finnishPersonalIdentityCode("131052-308T", "1952-10-13")).toBe("131052-308T");
  });

  it("refuses a wrong check character, an impossible date, a reserved number, or another birth date", () => {
    expect(finnishPersonalIdentityCode("131052-308U")).toBeNull();
    expect(finnishPersonalIdentityCode("310252-308T")).toBeNull();
    expect(finnishPersonalIdentityCode("131052-001T")).toBeNull();
    expect(finnishPersonalIdentityCode("131052Z308T")).toBeNull();
    expect(finnishPersonalIdentityCode("131052-308")).toBeNull();
    expect(finnishPersonalIdentityCode("131052-308T", "1952-10-14")).toBeNull();
  });
});
