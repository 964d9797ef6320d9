/**
 * The local payment page's MobilePay (a simulation of the app's approval, as the test cards
 * simulate a card): the buyer gives the Finnish mobile number their MobilePay is on, and approves
 * the request "in the app" on the next page. One documented number always has its payment
 * rejected, as 4000 0000 0000 0002 declines a card.
 */
export const MOBILEPAY_TEST_NUMBERS = {
  rejected: "+358400000002",
} as const;

export type MobilePayError = "phoneInvalid";

/**
 * A Finnish mobile number in international form (+358 and the number without its leading 0), or
 * null when it is not one. Spaces, dashes and a leading 00 or 0 are accepted as people type them;
 * Finnish mobile numbers start 04x or 050 and have 5 to 8 digits after that prefix.
 */
export function finnishMobileNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  const national = /^(?:\+358|00358|358)(\d+)$/.exec(compact)?.[1] ?? /^0(\d+)$/.exec(compact)?.[1];
  if (!national || !/^(?:4\d|50)\d{5,8}$/.test(national)) return null;
  return `+358${national}`;
}

/** The number as the approval page shows it: +358 40 123 4567. */
export function displayMobileNumber(international: string): string {
  const national = international.slice(4);
  return `+358 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`.trimEnd();
}
