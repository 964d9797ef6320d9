/**
 * Machine-readable error codes of the API. The server answers `{ error: { code, message } }`;
 * the web app turns the code into a catalogue string.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  /** Photo storage does not answer: nothing was saved, trying again later may work. */
  "STORAGE_UNAVAILABLE",
  /** The database does not answer (it is restarting): nothing was saved, trying again soon will work. */
  "DATABASE_UNAVAILABLE",
  // Auth codes mirror Better Auth's own, so the sign-in form can map them (docs/product-rules.md#errors-and-messages);
  // the server answers its other codes with these or the general ones (modules/auth/auth-error-code.ts).
  "EMAIL_NOT_VERIFIED",
  "INVALID_EMAIL_OR_PASSWORD",
  "USER_ALREADY_EXISTS",
  "WEAK_PASSWORD",
  "INVALID_EMAIL",
  /** A mailed password-reset link that is not valid, already used or expired. */
  "INVALID_TOKEN",
  // Messaging (docs/product-rules.md#errors-and-messages chat toasts): the web maps each to its own text.
  /** Starting a chat on one's own listing: 'You can't message yourself!'. */
  "CANNOT_MESSAGE_SELF",
  /** Either party blocked the other: the conversation is closed for both. */
  "CHAT_BLOCKED",
  /** The item has been sold: the conversation can be read but not written to. */
  "CHAT_READ_ONLY",
  /** The listing was deleted: its conversations can be read but not written to. */
  "LISTING_DELETED",
  // Sales and reviews (see the transactions, payments and reviews modules).
  /** Checking out one's own listing. */
  "CANNOT_BUY_OWN_ITEM",
  /** Bundles (docs/decisions/0082): putting one's own listing in a bundle. */
  "CANNOT_BUNDLE_OWN_ITEM",
  /** A bundle checkout found items sold or removed meanwhile: they left the basket, nothing was charged (details.productIds). */
  "BUNDLE_ITEM_UNAVAILABLE",
  /** Checking out an empty basket. */
  "BUNDLE_EMPTY",
  /** A basket holds at most BUNDLE_MAX_ITEMS items. */
  "BUNDLE_FULL",
  /** The bundle's items have no delivery method in common. */
  "BUNDLE_NO_COMMON_DELIVERY",
  /** An offer on a bundle named other items than the basket holds now. */
  "BUNDLE_CHANGED",
  /** Someone else has an open checkout of the item. */
  "ITEM_RESERVED",
  "ITEM_SOLD",
  /** A draft or deleted listing. */
  "ITEM_NOT_AVAILABLE",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  /** The sale is not in a state that allows this step. */
  "SALE_STATE_CONFLICT",
  /** Only the buyer or the seller of a sale may do this. */
  "NOT_A_PARTY",
  "ALREADY_CONFIRMED",
  /** One review per sale and reviewer. */
  "ALREADY_REVIEWED",
  /** Reviews open once both sides have confirmed. */
  "SALE_NOT_COMPLETED",
  // Offers (docs/decisions/0059).
  /** Offering on one's own listing. */
  "CANNOT_OFFER_OWN_ITEM",
  /** The seller turned offers off for this listing. */
  "OFFERS_DISABLED",
  /** An offer at or above the listed price: Buy Now instead. */
  "OFFER_NOT_BELOW_PRICE",
  /** A seller's lowest offer at or above the listing's price. */
  "OFFER_FLOOR_NOT_BELOW_PRICE",
  /** Below 60 % of the price or below the seller's own floor. */
  "OFFER_BELOW_MINIMUM",
  /** The buyer already has an open offer or counter on this listing. */
  "OFFER_ALREADY_OPEN",
  /** The buyer has used their three offers on this listing. */
  "OFFER_ROUNDS_USED",
  /** The buyer holds an accepted price for this listing already. */
  "OFFER_ALREADY_ACCEPTED",
  /** The offer is no longer open (answered, withdrawn, expired or ended). */
  "OFFER_STATE_CONFLICT",
  /** The other party answers this offer, not the caller. */
  "OFFER_NOT_YOURS_TO_ANSWER",
  /** Only the buyer withdraws, and only their own offer: a seller's counter stands. */
  "OFFER_NOT_WITHDRAWABLE",
  // Buyer protection (docs/decisions/0068).
  /** A problem is reported while the buyer's confirmation window runs, once per sale. */
  "CASE_WINDOW_CLOSED",
  /** A buyer has at most three open cases at once. */
  "CASE_LIMIT_REACHED",
  /** The case is not in a state that allows this step, or the other party takes it. */
  "CASE_STATE_CONFLICT",
  /** A partial refund is more than nothing and less than the price. */
  "PARTIAL_REFUND_INVALID",
  "RETURN_POSTAGE_PAYER_REQUIRED",
  "RETURN_POSTAGE_NOT_APPLICABLE",
  // Accounts, moderation and administration.
  /** The only remaining admin cannot lose the role. */
  "LAST_ADMIN",
  /** A guest's notice about a listing needs an address for the outcome. */
  "REPORTER_EMAIL_REQUIRED",
  /** A seller removes their own listing instead of reporting it. */
  "CANNOT_REPORT_OWN_LISTING",
  /** A moderator already resolved or dismissed this report. */
  "REPORT_ALREADY_DECIDED",
  /** A listing that is part of a sale is kept for the sale's record. */
  "LISTING_PART_OF_SALE",
  /** The account is suspended by a moderation decision: no sign-in, no messages to it. */
  "ACCOUNT_SUSPENDED",
  /** Lifting a suspension from an account that is not suspended. */
  "NOT_SUSPENDED",
  /** The decision was already appealed: one appeal per decision. */
  "ALREADY_APPEALED",
  /** The appeal window (14 days from the decision) has closed, or the report was not decided against the person. */
  "APPEAL_NOT_OPEN",
  /** An appeal is decided by a moderator who did not take the decision appealed. */
  "OWN_DECISION",
  /** A listing's price cannot change while a checkout, a paid sale or an agreed hand-over holds the item. */
  "PRICE_LOCKED_BY_SALE",
  /** Nor can any other part of the listing: the buyer gets what they agreed to. */
  "LISTING_LOCKED_BY_SALE",
  /** Nobody decides a report they filed themselves, nor an appeal against its decision. */
  "OWN_REPORT",
  "OWN_CASE",
  /** Only an admin may suspend a moderator or an admin. */
  "STAFF_SUSPENSION_ADMIN_ONLY",
  /** The last admin who is not suspended can never be suspended. */
  "LAST_ADMIN_NOT_SUSPENDABLE",
  /** Moderators and admins need two-factor sign-in on before the staff pages answer (where required). */
  "STAFF_TWO_FACTOR_REQUIRED",
  /** The authenticator or backup code given at sign-in or to confirm two-factor sign-in is not right. */
  "INVALID_TWO_FACTOR_CODE",
  /** The sign-in waiting for its second factor has expired or was already used: sign in again. */
  "TWO_FACTOR_SIGN_IN_EXPIRED",
  /** Turning two-factor sign-in on when it is already on. */
  "TWO_FACTOR_ALREADY_ENABLED",
  /** An admin's reset of a second factor the account does not have. */
  "TWO_FACTOR_NOT_ENABLED",
  /** A display name with invisible or direction-changing characters, or one that passes for Kierto or its staff. */
  "DISPLAY_NAME_NOT_ALLOWED",
  /** An account with a paid or reserved sale cannot be deleted until it is completed or cancelled. */
  "OPEN_SALE",
  /** The password given to confirm a sensitive step is wrong. */
  "INVALID_PASSWORD",
  /** Too many uploaded photos that no listing uses yet: use or let go of some first. */
  "TOO_MANY_UNCLAIMED_UPLOADS",
  // Payouts (the wallet).
  /** A withdrawal with no available balance to take. */
  "NOTHING_TO_WITHDRAW",
  /** A withdrawal before the seller gave their payout details. */
  "PAYOUT_DETAILS_MISSING",
  /** Deleting an account whose wallet still holds money (pending, available or on its way). */
  "WALLET_NOT_EMPTY",
  // DAC7 (the seller's tax identification number).
  /** Not a valid Finnish personal identity code, or not the date of birth the payout details give. */
  "TAX_ID_INVALID",
  /** The seller is under both DAC7 thresholds: Kierto does not ask for their tax identification number. */
  "TAX_ID_NOT_REQUIRED",
  /** Two DAC7 reminders went unanswered: payouts wait until the seller gives their details. */
  "PAYOUTS_WITHHELD",
  // Stripe Connect payouts.
  /** A withdrawal before Stripe enabled payouts to the seller's connected account (onboarding unfinished). */
  "STRIPE_ACCOUNT_NOT_READY",
  /** Stripe's onboarding asked for while payouts do not go through Stripe. */
  "STRIPE_PAYOUTS_OFF",
  /** Stripe could not be reached for the seller's payout account. */
  "PAYOUT_PROVIDER_UNAVAILABLE",
  "SALE_NOT_PAID_BY_CARD",
  // The catalogue (docs/decisions/0083).
  /** A listing's size is not of a size system its category, sub-category and audience offer. */
  "SIZE_NOT_IN_SYSTEM",
  /** A listing's sub-category belongs to another category. */
  "SUBCATEGORY_NOT_IN_CATEGORY",
  // Shipping.
  /** A listing offered for shipping without its parcel size class. */
  "PARCEL_SIZE_REQUIRED",
  /** The checkout chose a delivery method the listing does not offer. */
  "DELIVERY_METHOD_NOT_OFFERED",
  /** The checkout named a pickup point the carrier does not know. */
  "PICKUP_POINT_UNKNOWN",
  /** The chosen pickup point does not take a parcel of the listing's size (an oversize parcel at a locker). */
  "PICKUP_POINT_TOO_SMALL",
  /** A carrier's callback whose signature does not match the shared secret (or none is set). */
  "SHIPPING_CALLBACK_UNVERIFIED",
  // Ship-by deadline.
  /** The sale is not shipped, so it has no deadline to hand the parcel to the carrier. */
  "SHIP_BY_NOT_APPLICABLE",
  /** The seller already asked for more time to ship; a sale allows one request. */
  "SHIP_BY_EXTENSION_ALREADY_REQUESTED",
  /** The buyer answered a request the seller never made. */
  "SHIP_BY_EXTENSION_NOT_REQUESTED",
  /** The buyer already answered the seller's request. */
  "SHIP_BY_EXTENSION_ALREADY_ANSWERED",
  /** The sale has no parcel yet (the carrier has not answered) or is not shipped: no label to print. */
  "SHIPMENT_NOT_CREATED",
  /** Mail about the account and moderation decisions cannot be turned off (notification settings). */
  "NOTIFICATION_MAIL_REQUIRED",
  // Following sellers.
  /** Following oneself. */
  "CANNOT_FOLLOW_SELF",
  /** Either person blocked the other: neither follows the other. */
  "FOLLOW_BLOCKED",
  // Saved searches.
  /** The person already keeps SAVED_SEARCH_LIMIT saved searches: delete one to save another. */
  "SAVED_SEARCH_LIMIT",
  /** A search with no filter and no word would match every listing. */
  "SAVED_SEARCH_EMPTY",
  // Evidence photos in cases.
  /** A report or a contest names a photo that is not the person's own upload waiting for a case. */
  "CASE_PHOTO_INVALID",
  /** The person's side of the case already holds MAX_CASE_PHOTOS photos. */
  "CASE_PHOTOS_FULL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    issues?: { path: string; message: string }[];
    /** Parameters for the code's text, such as a suspension's `reason`. */
    details?: Record<string, string>;
  };
}
