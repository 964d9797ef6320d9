import { z } from "zod";
import { text } from "./schemas/text";

/**
 * A seller's payouts (docs/decisions/0037): where their available balance is sent, and
 * the states a withdrawal passes through. The payout details form and the server validate with
 * the same schema; its messages are error codes the web app turns into catalogue strings.
 */

/** requested: recorded, not yet sent; in_transit: sent to the bank; paid: arrived; failed: bounced, money back to available. */
export const PAYOUT_STATES = ["requested", "in_transit", "paid", "failed"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Who moves the money: simulated SEPA transfers (`local`), or Stripe Connect transfers. */
export const PAYOUT_PROVIDERS = ["local", "stripe"] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];

/**
 * IBAN lengths of the SEPA countries, where a euro transfer reaches (the ECB's SEPA list; Åland
 * banks use FI IBANs). A country missing here is refused rather than guessed.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Countries a seller's address may be in: the SEPA countries, Finland first. */
export const PAYOUT_COUNTRIES: readonly [string, ...string[]] = [
  "FI",
  ...Object.keys(IBAN_LENGTHS)
    .filter((code) => code !== "FI")
    .sort(),
];

/**
 * The IBAN the local payout provider always fails (README, payments): valid in form and check
 * digits, so it passes the form, and the bank "returns" the transfer.
 */
export const FAILING_TEST_IBAN = "FI5799999999999999";

/** Without spaces, in capitals: the form the database stores and the check digits are computed on. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** ISO 13616's check: the country and check digits moved to the end, letters as 10-35, mod 97 is 1. */
export function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    if (Number.isNaN(value)) return false;
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = "IBAN_FORMAT" | "IBAN_COUNTRY" | "IBAN_LENGTH" | "IBAN_CHECK_DIGITS";

/** Why a (normalised) IBAN is refused, or null when it is valid. */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return "IBAN_FORMAT";
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return "IBAN_COUNTRY";
  if (iban.length !== length) return "IBAN_LENGTH";
  return ibanChecksumIsValid(iban) ? null : "IBAN_CHECK_DIGITS";
}

/** An IBAN as people read it: groups of four ("FI21 1234 5600 0007 85"). */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}

/** The age in whole years on `today` of someone born on `dateOfBirth` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const before = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/** Payouts go to adults: a payment provider (and the DAC7 identity) needs a seller of legal age. */
export const PAYOUT_MINIMUM_AGE = 18;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const line = (max: number) => text().trim().min(1, "REQUIRED").max(max, "TOO_LONG");

/**
 * The seller's payout details: who they are and where the money goes. The legal name and date of
 * birth are the identity a payment provider (and the DAC7 report) asks for; the IBAN is stored
 * normalised.
 */
export const payoutDetailsSchema = z
  .object({
    legalName: line(120),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "DATE_FORMAT")
      .refine(isCalendarDate, "DATE_FORMAT")
      .refine((value) => ageOn(value, new Date()) < 120, "DATE_FORMAT")
      .refine((value) => ageOn(value, new Date()) >= PAYOUT_MINIMUM_AGE, "UNDER_18"),
    street: line(120),
    postcode: text().trim().toUpperCase().min(1, "REQUIRED").max(10, "TOO_LONG"),
    city: line(80),
    country: z.enum(PAYOUT_COUNTRIES, { error: "COUNTRY" }).default("FI"),
    iban: z
      .string()
      .max(64, "IBAN_FORMAT")
      .transform(normalizeIban)
      .superRefine((iban, context) => {
        const problem = iban === "" ? "REQUIRED" : ibanProblem(iban);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  })
  .superRefine((details, context) => {
    const valid = details.country === "FI" ? /^\d{5}$/ : /^[A-Z0-9][A-Z0-9 -]{1,9}$/;
    if (details.postcode && !valid.test(details.postcode)) {
      context.addIssue({ code: "custom", path: ["postcode"], message: "POSTCODE" });
    }
  });

export type PayoutDetailsInput = z.input<typeof payoutDetailsSchema>;
export type PayoutDetails = z.output<typeof payoutDetailsSchema>;
