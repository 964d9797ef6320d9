/**
 * Whether a chat message asks to be paid outside Kierto: an account number (IBAN), MobilePay to a
 * phone number, or a bank transfer in so many words, in Finnish, Swedish or English. The chat then
 * shows both parties a safety notice beside the message; nothing is blocked, since the same words
 * also come up innocently ("can I pay by bank transfer?" is a question a notice answers well).
 * MobilePay alone is not a sign: Kierto's own checkout takes it.
 */
export function asksToPayOutsideKierto(text: string): boolean {
  return IBAN.test(text) || (MOBILEPAY.test(text) && PHONE_NUMBER.test(text)) || BANK_TRANSFER.test(text);
}

/** Two letters, two check digits and 11-30 more characters, in groups of four or not (FI21 1234 5600 0007 85). */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/i;
const MOBILEPAY = /mobile\s?pay/i;
/** A Finnish mobile number: 040 123 4567, 0401234567, +358 40 123 4567. */
const PHONE_NUMBER = /(?:\+358|\b0)[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{2,4}\b/;
const BANK_TRANSFER = new RegExp(
  [
    // Finnish: a transfer, by transfer, the account number, to my account
    "tilisiir",
    "tilinumero",
    "tilille",
    "pankkisiir",
    // Swedish: bank transfer, account number, to my account
    "banköverf",
    "kontonummer",
    "till mitt konto",
    // English
    "bank transfer",
    "wire transfer",
    "account number",
    "to my account",
    "pay me directly",
  ].join("|"),
  "i",
);
