import { LANGUAGE_LOCALES } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { en } from "@/i18n/en";
import { formattersFor } from "./format";
import { parsePriceInput } from "./price-input";

describe("parsePriceInput", () => {
  it("reads a decimal comma and a decimal point alike", () => {
    expect(parsePriceInput("25,00")).toBe(25);
    expect(parsePriceInput("25.00")).toBe(25);
    expect(parsePriceInput("64,9")).toBe(64.9);
    expect(parsePriceInput("18")).toBe(18);
    expect(parsePriceInput("18,")).toBe(18);
  });

  it("ignores spaces and a trailing euro sign", () => {
    expect(parsePriceInput(" 1 250,50 ")).toBe(1250.5);
    expect(parsePriceInput("1\u00a0250")).toBe(1250);
    expect(parsePriceInput("25 €")).toBe(25);
  });

  it("gives NaN for what is not a price, so the schema refuses it", () => {
    for (const text of ["", "abc", "1.250,50", "-5", "25,00,00", ",5", "€25"]) {
      expect(parsePriceInput(text)).toBeNaN();
    }
  });

  it("keeps more than two decimals for the schema to refuse", () => {
    expect(parsePriceInput("9,999")).toBe(9.999);
  });
});

describe("a stored price shown in the field again", () => {
  it("reads back as the same number in every language", () => {
    for (const locale of Object.values(LANGUAGE_LOCALES)) {
      const { decimal } = formattersFor(locale, en.common.lastSeen);
      expect(parsePriceInput(decimal(1234.56, 2))).toBe(1234.56);
      expect(parsePriceInput(decimal(64.9, 2))).toBe(64.9);
    }
  });
});
