/** The test cards the local payment page knows, as people know them from Stripe's test mode. */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

export interface CardForm {
  card: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;
export type CardError = "cardInvalid" | "cardUnknown" | "expiryInvalid" | "expiryPast" | "cvcInvalid" | "nameMissing";

/** The Luhn checksum every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM / YYYY) as the last moment the card is valid: the end of that month. */
function expiryEnd(expiry: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return new Date(Date.UTC(year, month, 1));
}

/**
 * Checks the form like a card form does: a Luhn-valid number of 12-19 digits (spaces allowed),
 * an expiry at the end of this month or later, a 3-4 digit CVC and a name. Only the two test
 * cards are taken; any other valid number is refused, because no real card is ever charged here.
 */
export function validateCard(form: CardForm, now = new Date()) {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = form.card.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.card = "cardInvalid";
  else if (digits !== TEST_CARDS.success && digits !== TEST_CARDS.declined) errors.card = "cardUnknown";
  const end = expiryEnd(form.expiry);
  if (!end) errors.expiry = "expiryInvalid";
  else if (end.getTime() <= now.getTime()) errors.expiry = "expiryPast";
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = "cvcInvalid";
  if (form.name.trim().length === 0 || form.name.length > 100) errors.name = "nameMissing";
  const valid = Object.keys(errors).length === 0;
  return { valid, errors, declined: valid && digits === TEST_CARDS.declined };
}
