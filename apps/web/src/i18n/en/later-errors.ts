import type { ErrorCode } from "@kierto/shared";
import type { FIRST_VIEW_ERROR_CODES } from "../later-sections";

/** The texts of the error codes only the pages past the first view meet (ADR 0021); the rest are in errors.ts. */
export const laterErrors = {
  PAYLOAD_TOO_LARGE: "That is too large to send.",
  UNSUPPORTED_MEDIA_TYPE: "That file type is not supported.",
  STORAGE_UNAVAILABLE: "Photos can't be saved right now. Please try again in a moment.",
  EMAIL_NOT_VERIFIED: "Please check your email and click the confirmation link before logging in.",
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password. Please check your credentials and try again.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Please try logging in instead.",
  WEAK_PASSWORD: "Password is too weak. Please choose a stronger password.",
  INVALID_EMAIL: "Please enter a valid email address.",
  INVALID_TOKEN: "This link is not valid or has expired. Ask for a new one.",
  CANNOT_MESSAGE_SELF: "You can't message yourself!",
  CHAT_BLOCKED: "This conversation has been blocked",
  CHAT_READ_ONLY: "This item has been sold",
  LISTING_DELETED: "This listing has been deleted",
  CANNOT_BUY_OWN_ITEM: "You can't buy your own item.",
  ITEM_RESERVED:
    "This item is reserved for another buyer. If their purchase doesn't go through, it will be available again.",
  ITEM_SOLD: "This item has already been sold.",
  ITEM_NOT_AVAILABLE: "This item is not for sale.",
  PAYMENT_PROVIDER_UNAVAILABLE: "The payment service is not answering. Please try again in a moment.",
  SALE_STATE_CONFLICT: "The sale has changed meanwhile. Please reload to see where it stands.",
  NOT_A_PARTY: "Only the buyer and the seller can do this.",
  ALREADY_CONFIRMED: "You have already confirmed this sale.",
  ALREADY_REVIEWED: "You have already reviewed this sale.",
  SALE_NOT_COMPLETED: "You can review once the sale is completed.",
  LAST_ADMIN: "The last admin cannot be given another role. Make someone else an admin first.",
  REPORT_ALREADY_DECIDED: "Another moderator has already decided this report.",
  LISTING_PART_OF_SALE: "This listing is part of a sale and is kept for the sale's record.",
  ACCOUNT_SUSPENDED: "This account has been suspended after a moderation decision.",
  NOT_SUSPENDED: "This account is not suspended (any more).",
  ALREADY_APPEALED: "This decision has already been appealed. You will be told the outcome.",
  APPEAL_NOT_OPEN:
    "This decision can no longer be appealed: the 14 days have passed, or it was not a decision against you.",
  OWN_DECISION: "You took this decision, so another moderator decides the appeal.",
  PRICE_LOCKED_BY_SALE:
    "A buyer is paying for or collecting this item right now, so its price can't change until that sale ends.",
  OWN_REPORT: "You filed this report yourself, so another moderator decides it.",
  STAFF_SUSPENSION_ADMIN_ONLY: "Only an admin can suspend a moderator or an admin.",
  LAST_ADMIN_NOT_SUSPENDABLE: "The last admin cannot be suspended. Make someone else an admin first.",
  STAFF_TWO_FACTOR_REQUIRED:
    "Moderators and admins turn on two-factor sign-in before they can moderate. Set it up in your settings.",
  INVALID_TWO_FACTOR_CODE: "That code is not right. Check your authenticator app and try again.",
  TWO_FACTOR_SIGN_IN_EXPIRED: "The sign-in took too long or was already completed. Please log in again.",
  TWO_FACTOR_ALREADY_ENABLED: "Two-factor sign-in is already on.",
  TWO_FACTOR_NOT_ENABLED: "This account does not have two-factor sign-in on.",
  DISPLAY_NAME_NOT_ALLOWED:
    "Choose another name: names cannot contain invisible characters or look like Kierto or its staff (such as Support or Moderator).",
  OPEN_SALE: "You have a sale that is paid or reserved. Complete or cancel it before deleting your account.",
  INVALID_PASSWORD: "That password is not right.",
  TOO_MANY_UNCLAIMED_UPLOADS:
    "You have many photos waiting to be used in a listing. Save a listing with them, or try again tomorrow when unused ones are cleared.",
  NOTHING_TO_WITHDRAW: "There is no available balance to withdraw right now.",
  PAYOUT_DETAILS_MISSING: "Add your payout details before withdrawing.",
  TAX_ID_INVALID:
    "Enter your Finnish personal identity code (such as 131052-308T), with the date of birth of your payout details.",
  TAX_ID_NOT_REQUIRED: "Kierto does not need your personal identity code: your sales are under the reporting limits.",
  PAYOUTS_WITHHELD:
    "Your payouts wait until you give your personal identity code, which the tax authority's reporting needs.",
  STRIPE_ACCOUNT_NOT_READY: "Finish setting up your payouts with Stripe before withdrawing.",
  STRIPE_PAYOUTS_OFF: "Payouts do not go through Stripe on this service.",
  PAYOUT_PROVIDER_UNAVAILABLE: "Payouts can't be set up right now. Please try again in a moment.",
  SALE_NOT_PAID_BY_CARD: "Only a sale paid by card or MobilePay can be refunded here.",
  PARCEL_SIZE_REQUIRED: "Choose the parcel size for shipping.",
  DELIVERY_METHOD_NOT_OFFERED: "That delivery method isn't offered for this item.",
  PICKUP_POINT_UNKNOWN: "That pickup point wasn't found. Please search again.",
  PICKUP_POINT_TOO_SMALL: "That pickup point can't take a parcel this size. Please choose another.",
  SHIP_BY_NOT_APPLICABLE: "This sale isn't shipped, so it has no shipping deadline.",
  SHIP_BY_EXTENSION_ALREADY_REQUESTED: "You have already asked for more time to ship.",
  SHIP_BY_EXTENSION_NOT_REQUESTED: "The seller hasn't asked for more time.",
  SHIP_BY_EXTENSION_ALREADY_ANSWERED: "The request for more time has already been answered.",
  WALLET_NOT_EMPTY:
    "Your wallet still holds money. Withdraw it, or wait for pending sales to complete, before deleting your account.",
} satisfies Record<Exclude<ErrorCode, (typeof FIRST_VIEW_ERROR_CODES)[number]>, string>;
