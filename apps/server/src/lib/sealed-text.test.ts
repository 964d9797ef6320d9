import { describe, expect, it } from "vitest";
import { textSeal } from "./sealed-text";

const SECRET = "a".repeat(40);

describe("sealed text", () => {
  it("opens what it sealed, and never seals the same text the same way twice", () => {
    const seal = textSeal(SECRET, "dac7-tax-id");
    const once = seal.seal("131052-308T");
    const twice = seal.seal("131052-308T");
    expect(once).not.toBe(twice);
    expect(once).not.toContain("131052");
    expect(once).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seal.open(once)).toBe("131052-308T");
    expect(seal.open(twice)).toBe("131052-308T");
  });

  it("refuses a value sealed with another secret or for another purpose, and one that was altered", () => {
    const sealed = textSeal(SECRET, "dac7-tax-id").seal("131052-308T");
    expect(() => textSeal("b".repeat(40), "dac7-tax-id").open(sealed)).toThrow();
    expect(() => textSeal(SECRET, "another-purpose").open(sealed)).toThrow();
    const parts = sealed.split(".");
    const data = Buffer.from(parts[3] ?? "", "base64url");
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() =>
      textSeal(SECRET, "dac7-tax-id").open([...parts.slice(0, 3), data.toString("base64url")].join(".")),
    ).toThrow();
    expect(() => textSeal(SECRET, "dac7-tax-id").open("131052-308T")).toThrow(/Not a sealed text/);
  });
});
