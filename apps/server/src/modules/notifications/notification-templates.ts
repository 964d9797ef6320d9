import type { NotificationType } from "@kierto/shared";

/** Which step of a problem case a notification tells of; the web writes its text from the key. */
export type CaseNoticeKey =
  | "case_opened"
  | "case_answer_reminder"
  | "case_return_accepted"
  | "case_partial_offered"
  | "case_contested"
  | "case_buyer_added_photos"
  | "case_seller_added_photos"
  | "case_escalated"
  | "case_refunded"
  | "case_partially_refunded"
  | "case_decided_return"
  | "case_decided_refunded"
  | "case_decided_partially_refunded"
  | "case_decided_released"
  | "case_appeal_upheld"
  | "case_appeal_overturned"
  | "case_appeal_overturned_unpaid";

/**
 * Why a sale's payment went back: it arrived after the item was sold to someone else, the parcel
 * went back to the seller, the seller did not send it in time, or staff refunded it.
 */
export type RefundCause = "late_payment" | "parcel_returned" | "not_shipped" | "staff";

/** Which change an offer notification tells of; the web writes its text from the key. */
export type OfferNoticeKey =
  | "offer_received"
  | "offer_countered"
  | "offer_accepted"
  | "offer_declined"
  | "offer_withdrawn"
  | "offer_expired"
  | "offer_ended";

type NotificationData = Record<string, string | number | boolean | null>;

/**
 * The notifications the server creates (docs/product-rules.md#notifications: new message, item sold, price drop, new review
 * with its star count, profile reminder; and the sale's own notices). Each stores its type and
 * the parameters its text needs (names, titles, amounts in cents), never a finished sentence:
 * the web app writes the text from its catalogue in the reader's language. `title` keeps the
 * template's key and `message` stays empty, so the columns say which template made the row.
 */
export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
}

const template = (type: NotificationType, key: string, data: NotificationData): NotificationContent => ({
  type,
  title: key,
  message: "",
  data,
});

interface SaleParams {
  productId: string;
  transactionId: string;
  /** The first item's title; with `itemCount` above one, texts name the bundle (saleTitle). */
  productTitle: string;
  /** Items of the sale; one when left out. */
  itemCount?: number;
  amountCents: number;
  /** The chat between the two parties, when there is one: a click opens it. */
  chatId: string | null;
}

/**
 * How the item reaches the buyer, for the texts written at payment: a shipped sale's seller sends a
 * parcel, and its buyer paid the postage on top of `amountCents` (the price).
 */
interface DeliveryParams {
  /** Null for sales from before the choice, which went by hand. */
  deliveryMethod: "hand_delivery" | "shipping" | null;
  /** The postage the buyer paid on top of the price; null unless shipped. */
  postageCents: number | null;
}

export const notificationTemplates = {
  newMessage: (params: { senderName: string; productTitle: string }) => template("new_message", "new_message", params),
  /** Several unread messages in one chat, collapsed into one notification. */
  newMessages: (params: { senderName: string; productTitle: string }) =>
    template("new_message", "new_messages", params),
  /** To the seller: a card checkout was paid (to hand over, or to ship), or a hand-over sale completed. */
  itemSold: (params: SaleParams & DeliveryParams & { buyerName: string }) =>
    template("item_sold", "item_sold", { ...params }),
  /** To the buyer: the provider confirmed their payment, the postage included when shipped. */
  paymentConfirmed: (params: SaleParams & DeliveryParams) =>
    template("payment_confirmed", "payment_confirmed", { ...params }),
  saleCompleted: (params: SaleParams) => template("sale_completed", "sale_completed", { ...params }),
  /** To the buyer: the seller cancelled a paid sale and the payment was refunded. */
  saleCancelled: (params: SaleParams & { reason: string }) =>
    template("sale_cancelled", "sale_cancelled", { ...params }),
  /** To the buyer: the seller handed the paid item over; "Everything is OK" pays the seller. */
  itemHandedOver: (params: SaleParams) => template("item_handed_over", "item_handed_over", { ...params }),
  /** To the buyer: the carrier collected the parcel from the seller. */
  parcelShipped: (params: SaleParams) => template("parcel_shipped", "parcel_shipped", { ...params }),
  /** To the buyer: the parcel waits at the pickup point; the confirmation window runs. */
  parcelDelivered: (params: SaleParams) => template("parcel_delivered", "parcel_delivered", { ...params }),
  /** To the seller of a paid shipped sale, on the third working day: hand the parcel over before the deadline. */
  shipByReminder: (params: SaleParams & { shipBy: string }) =>
    template("ship_by_reminder", "ship_by_reminder", { ...params }),
  /** To the buyer, half-way to the automatic completion of a handed-over sale. */
  receiptReminder: (params: SaleParams) => template("receipt_reminder", "receipt_reminder", { ...params }),
  /**
   * To each party of a sale whose whole payment went back (`refundedCents`, price and postage),
   * with why, so each reads their own side of it.
   */
  paymentRefunded: (params: SaleParams & { cause: RefundCause; reader: "buyer" | "seller"; refundedCents: number }) =>
    template("payment_refunded", "payment_refunded", { ...params }),
  /** A change to an offer, to the party who did not make it; `key` says which (offer_received, offer_accepted, ...). */
  offer: (
    key: OfferNoticeKey,
    params: {
      offerId: string;
      productId: string;
      productTitle: string;
      /** Items the offer is on: one for a listing, several for a bundle. */
      itemCount: number;
      amountCents: number;
      chatId: string | null;
    },
  ) => template("offer", key, { ...params, event: key }),
  /** A step in a problem case, to the party who did not take it (or both, for the timer's); `key` says which. */
  caseUpdate: (
    key: CaseNoticeKey,
    params: {
      caseId: string;
      transactionId: string;
      productTitle: string;
      /** The sum the step moves; null for none (an appeal upheld with nothing to pay). */
      amountCents: number | null;
      /** A return's parcel: who pays its postage and how much (docs/decisions/0087); null without one. */
      returnPostagePayer?: string | null;
      returnPostageCents?: number | null;
    },
  ) => template("case_update", key, { ...params, event: key }),
  /**
   * To a follower: a seller they follow listed something; `count` listings of the seller's so far
   * in the hour the notification gathers (docs/product-rules.md#following-sellers).
   */
  newListing: (params: { sellerId: string; sellerName: string; productId: string; productTitle: string }) =>
    template("new_listing", "new_listing", { ...params, count: 1 }),
  /**
   * To the owner of a saved search: a new listing matches it; listings matched within the hour
   * join it (the newest listing and how many there are, docs/product-rules.md#saved-searches).
   */
  savedSearchMatch: (params: { savedSearchId: string; searchName: string; productId: string; productTitle: string }) =>
    template("saved_search_match", "saved_search_match", { ...params, count: 1 }),
  priceDrop: (params: { productTitle: string; oldPriceCents: number; newPriceCents: number }) =>
    template("price_drop", "price_drop", params),
  newReview: (params: { reviewerName: string; stars: number }) => template("new_review", "new_review", params),
  profileReminder: () => template("profile_reminder", "profile_reminder", {}),
  /** To a seller over a DAC7 threshold without all their details: give them; `remindersLeft` before payouts wait. */
  dac7DetailsNeeded: (params: { year: number; remindersLeft: number }) =>
    template("dac7_details_needed", "dac7_details_needed", params),
  /** To the same seller after the reminders ran out: payouts wait until they give their details. */
  payoutsWithheld: (params: { year: number }) => template("payouts_withheld", "payouts_withheld", params),
  /** To every admin: the scheduled ledger check found `problems` kinds of difference (the finance page lists them). */
  ledgerCheckFailed: (params: { problems: number }) => template("ledger_check_failed", "ledger_check_failed", params),
  /** A moderation decision about the reader: the statement of reasons (DSA art. 17); the web writes it from `data`. */
  moderationDecision: () => template("moderation_decision", "moderation_decision", {}),
  /** The reader's suspension was lifted; `data` holds the report it came from and the moderator's explanation. */
  suspensionLifted: (params: { reportId: string | null; note: string }) =>
    template("suspension_lifted", "suspension_lifted", params),
  /** The outcome of the reader's appeal against a moderation decision. */
  appealDecided: (params: { reportId: string; outcome: string; note: string; suspensionLifted: boolean }) =>
    template("appeal_decided", "appeal_decided", params),
  /** To the seller: their withdrawal reached their bank account (the IBAN's last four characters). */
  payoutPaid: (params: { payoutId: string; amountCents: number; ibanLast4: string }) =>
    template("payout_paid", "payout_paid", params),
  /** To the seller: the bank returned their withdrawal; the money is available again. */
  payoutFailed: (params: { payoutId: string; amountCents: number; ibanLast4: string; failureCode: string }) =>
    template("payout_failed", "payout_failed", params),
  /** The outcome of a report the reader made. */
  reportOutcome: () => template("report_outcome", "report_outcome", {}),
};
