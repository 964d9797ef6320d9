import { describe, expect, it } from "vitest";
import {
  FAILING_TEST_IBAN,
  formatIban,
  ibanChecksumIsValid,
  ibanProblem,
  normalizeIban,
  payoutDetailsSchema,
} from "./payouts";

const details = {
  legalName: "Maija Meikäläinen",
  dateOfBirth: "1990-05-17",
  street: "Mannerheimintie 1 A 2",
  postcode: "00100",
  city: "Helsinki",
  iban: "FI21 1234 5600 0007 85",
};

const issues = (input: object) => {
  const result = payoutDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("IBANs", () => {
  it("are valid with their check digits, whatever the spaces and the case", () => {
    expect(ibanProblem(normalizeIban("fi21 1234 5600 0007 85"))).toBeNull();
    expect(ibanProblem("DE89370400440532013000")).toBeNull();
    expect(ibanProblem("SE4550000000058398257466")).toBeNull();
    expect(ibanProblem(FAILING_TEST_IBAN)).toBeNull();
  });

  it("are refused when a digit is wrong or two are swapped", () => {
    expect(ibanProblem("FI2112345600000786")).toBe("IBAN_CHECK_DIGITS");
    expect(ibanProblem("FI2112345600007085")).toBe("IBAN_CHECK_DIGITS");
    expect(ibanProblem("FI3112345600000785")).toBe("IBAN_CHECK_DIGITS");
    expect(ibanChecksumIsValid("FI2112345600000785")).toBe(true);
  });

  it("are refused at the wrong length for their country, or from outside SEPA", () => {
    expect(ibanProblem("FI211234560000078")).toBe("IBAN_LENGTH");
    expect(ibanProblem("FI21123456000007855")).toBe("IBAN_LENGTH");
    expect(ibanProblem("DE8937040044053201300")).toBe("IBAN_LENGTH");
    expect(ibanProblem("US64SVBKUS6S3300958879")).toBe("IBAN_COUNTRY");
    expect(ibanProblem("1234")).toBe("IBAN_FORMAT");
    expect(ibanProblem("FI21-1234")).toBe("IBAN_FORMAT");
  });

  it("are shown in groups of four", () => {
    expect(formatIban("FI2112345600000785")).toBe("FI21 1234 5600 0007 85");
    expect(formatIban("fi21 123456 00000785")).toBe("FI21 1234 5600 0007 85");
  });
});

describe("payout details", () => {
  it("are stored with the IBAN normalised and Finland as the default country", () => {
    expect(payoutDetailsSchema.parse(details)).toMatchObject({ iban: "FI2112345600000785", country: "FI" });
  });

  it("name each bad field with an error code", () => {
    expect(
      issues({
        ...details,
        legalName: " ",
        iban: "FI21 1234 5600 0007 86",
        postcode: "123",
        dateOfBirth: "1990-02-30",
      }),
    ).toEqual(["legalName:REQUIRED", "dateOfBirth:DATE_FORMAT", "iban:IBAN_CHECK_DIGITS", "postcode:POSTCODE"]);
  });

  it("belong to a seller of 18 or more", () => {
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const eighteenTomorrow = new Date(
      Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1),
    );
    expect(issues({ ...details, dateOfBirth: seventeen })).toEqual(["dateOfBirth:UNDER_18"]);
    expect(issues({ ...details, dateOfBirth: eighteenTomorrow.toISOString().slice(0, 10) })).toEqual([
      "dateOfBirth:UNDER_18",
    ]);
    expect(issues({ ...details, dateOfBirth: `${today.getUTCFullYear() - 40}-01-01` })).toEqual([]);
  });
});
