import type { CardError } from "../card-validation";
import type { MobilePayError } from "../mobilepay-validation";

/** Every text of the local payment page in English; Finnish and Swedish have the same type. */
export const en = {
  documentTitle: "Pay - Kierto test payments",
  brand: "Kierto test payments",
  testMode: "Test mode: no real card is charged.",
  testCards: "Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card. Any future date, any CVC.",
  payFor: "Pay for",
  total: "Total",
  card: "Card number",
  expiry: "Expiry (MM/YY)",
  cvc: "CVC",
  name: "Name on card",
  pay: (amount: string) => `Pay ${amount}`,
  cancel: "Cancel and return to Kierto",
  declined: "Your card was declined. No money was taken and the item is for sale again.",
  backToCheckout: "Back to checkout",
  ended: "This checkout has ended. No money was taken.",
  notFound: "This payment page does not exist, or it is not yours.",
  signIn: "Sign in to Kierto in this browser to pay.",
  mobilePay: {
    heading: "Or pay with MobilePay",
    phone: "Mobile number",
    phoneHint: "Any Finnish mobile number approves; +358 40 000 0002 is rejected in the app.",
    continue: "Continue with MobilePay",
    approveTitle: "Approve in MobilePay",
    sentTo: (phone: string) => `We sent a payment request to ${phone}. Open MobilePay and approve it.`,
    simulated: "Test mode: these buttons stand in for the MobilePay app.",
    approve: (amount: string) => `Approve ${amount} in MobilePay`,
    reject: "Reject in MobilePay",
    rejected: "The payment was rejected in MobilePay. No money was taken and the item is for sale again.",
    errors: { phoneInvalid: "Enter a Finnish mobile number, such as 040 123 4567." } satisfies Record<
      MobilePayError,
      string
    >,
  },
  errors: {
    cardInvalid: "Enter a valid card number.",
    cardUnknown: "Only the test cards are accepted here.",
    expiryInvalid: "Enter the expiry as MM/YY.",
    expiryPast: "This card has expired.",
    cvcInvalid: "Enter the 3 or 4 digits on the back of the card.",
    nameMissing: "Enter the name on the card.",
  } satisfies Record<CardError, string>,
};

export type PaymentPageTexts = typeof en;
