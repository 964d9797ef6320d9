import { messages } from "@/i18n";
import { formatPrice } from "@/lib/format";
import type { NotificationItem } from "./api/notifications";

type Data = NotificationItem["data"];

const text = (data: Data, key: string) => {
  const value = data[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
};
/** The item a notice is about; a bundle's first item and how many more it holds. */
const itemTitle = (data: Data) => {
  const first = text(data, "productTitle");
  return first === null ? null : messages.transactions.itemsTitle(first, number(data, "itemCount") ?? 1);
};
/** A person's name; an erased one (the account was deleted) reads 'Deleted user'. */
const name = (data: Data, key: string) => (data[key] === "" ? messages.common.deletedUser : text(data, key));
const number = (data: Data, key: string) => {
  const value = data[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};
const cents = (data: Data, key: string) => {
  const value = number(data, key);
  return value === null ? null : formatPrice(value);
};

/** A parcel the seller sends; notices from before delivery was stored read as a hand-over, as those sales went. */
const shipped = (data: Data) => data.deliveryMethod === "shipping";
/** What the buyer paid: the price and, for a parcel, its postage on top. */
const paidInAll = (data: Data) => {
  const price = number(data, "amountCents");
  return price === null ? null : formatPrice(price + (number(data, "postageCents") ?? 0));
};

/** A report reason's label in the reader's language; an unknown one reads as its code. */
const reasonLabel = (reason: string | null) => {
  if (!reason) return null;
  const labels: Record<string, string> = messages.moderation.reasons;
  return labels[reason] ?? reason;
};

/**
 * A notification's title and text, made from the catalogue by its type and stored parameters
 * (docs/product-rules.md#notifications templates): the server's own wording is never shown. A type this version does not
 * know reads as a general notice.
 */
export function notificationText(item: Pick<NotificationItem, "type" | "data">): { title: string; body: string } {
  const t = messages.notifications.types;
  const { data } = item;
  switch (item.type as string) {
    case "new_message": {
      const count = number(data, "count") ?? 1;
      return {
        title: t.new_message.title(count),
        body: t.new_message.body(name(data, "senderName"), itemTitle(data), count),
      };
    }
    case "item_sold":
      return {
        title: t.item_sold.title,
        body: (shipped(data) ? t.item_sold.shippedBody : t.item_sold.body)(
          itemTitle(data),
          name(data, "buyerName"),
          cents(data, "amountCents"),
        ),
      };
    case "payment_confirmed":
      return shipped(data)
        ? { title: t.payment_confirmed.title, body: t.payment_confirmed.shippedBody(itemTitle(data), paidInAll(data)) }
        : {
            title: t.payment_confirmed.title,
            body: t.payment_confirmed.body(itemTitle(data), cents(data, "amountCents")),
          };
    case "sale_completed":
      return { title: t.sale_completed.title, body: t.sale_completed.body(itemTitle(data)) };
    case "item_handed_over":
      return { title: t.item_handed_over.title, body: t.item_handed_over.body(itemTitle(data)) };
    case "parcel_shipped":
      return { title: t.parcel_shipped.title, body: t.parcel_shipped.body(itemTitle(data)) };
    case "parcel_delivered":
      return { title: t.parcel_delivered.title, body: t.parcel_delivered.body(itemTitle(data)) };
    case "case_update": {
      const event = text(data, "event");
      // A return names who pays its parcel (docs/decisions/0087).
      const payer = text(data, "returnPostagePayer");
      const postage = cents(data, "returnPostageCents");
      const postageLine = payer && postage !== null ? t.case_update.returnPostage[payer]?.(postage) : undefined;
      const body = t.case_update.body(itemTitle(data), cents(data, "amountCents"));
      return {
        title: (event && t.case_update.titles[event]) || t.case_update.fallbackTitle,
        body: postageLine ? `${body}. ${postageLine}` : body,
      };
    }
    case "offer": {
      const event = text(data, "event");
      return {
        title: (event && t.offer.titles[event]) || t.offer.fallbackTitle,
        body: t.offer.body(itemTitle(data), cents(data, "amountCents")),
      };
    }
    case "ship_by_reminder":
      return { title: t.ship_by_reminder.title, body: t.ship_by_reminder.body(itemTitle(data)) };
    case "receipt_reminder":
      return { title: t.receipt_reminder.title, body: t.receipt_reminder.body(itemTitle(data)) };
    case "sale_cancelled":
      return {
        title: t.sale_cancelled.title,
        body: t.sale_cancelled.body(itemTitle(data), cents(data, "amountCents"), text(data, "reason")),
      };
    case "payment_refunded":
      return refundText(data);
    case "price_drop":
      return {
        title: t.price_drop.title,
        body: t.price_drop.body(itemTitle(data), cents(data, "newPriceCents")),
      };
    case "new_listing": {
      const count = number(data, "count") ?? 1;
      return {
        title: t.new_listing.title(count),
        body: t.new_listing.body(name(data, "sellerName"), itemTitle(data), count),
      };
    }
    case "saved_search_match": {
      const count = number(data, "count") ?? 1;
      return {
        title: t.saved_search_match.title(count),
        body: t.saved_search_match.body(text(data, "searchName"), itemTitle(data), count),
      };
    }
    case "new_review":
      return {
        title: t.new_review.title,
        body: t.new_review.body(name(data, "reviewerName"), number(data, "stars") ?? number(data, "rating")),
      };
    case "moderation_decision":
      return {
        title: t.moderation_decision.title,
        body: t.moderation_decision.body(
          text(data, "action"),
          reasonLabel(text(data, "reason")),
          text(data, "note"),
          itemTitle(data),
        ),
      };
    case "report_outcome":
      return {
        title: t.report_outcome.title,
        body: t.report_outcome.body(text(data, "decision") === "resolved", reasonLabel(text(data, "reason"))),
      };
    case "suspension_lifted":
      return { title: t.suspension_lifted.title, body: t.suspension_lifted.body(text(data, "note")) };
    case "appeal_decided":
      return {
        title: t.appeal_decided.title,
        body: t.appeal_decided.body(
          text(data, "outcome") === "overturned",
          data.suspensionLifted === true,
          text(data, "note"),
        ),
      };
    case "ledger_check_failed":
      return { title: t.ledger_check_failed.title, body: t.ledger_check_failed.body(number(data, "problems") ?? 1) };
    case "dac7_details_needed":
      return {
        title: t.dac7_details_needed.title,
        body: t.dac7_details_needed.body(number(data, "year"), number(data, "remindersLeft")),
      };
    case "payouts_withheld":
      return { title: t.payouts_withheld.title, body: t.payouts_withheld.body(number(data, "year")) };
    case "payout_paid":
      return {
        title: t.payout_paid.title,
        body: t.payout_paid.body(cents(data, "amountCents"), text(data, "ibanLast4")),
      };
    case "payout_failed":
      return {
        title: t.payout_failed.title,
        body: t.payout_failed.body(cents(data, "amountCents"), text(data, "ibanLast4")),
      };
    case "profile_reminder":
      return { title: t.profile_reminder.title, body: t.profile_reminder.body };
    default:
      return { title: t.other.title, body: t.other.body };
  }
}

type RefundCause = keyof typeof messages.notifications.types.payment_refunded.buyer;

/**
 * A refunded sale, as its reader's side of it and by why it went back; a notice stored before the
 * cause was kept reads as the late payment it then always was.
 */
function refundText(data: Data) {
  const t = messages.notifications.types.payment_refunded;
  const stored = text(data, "cause");
  const cause: RefundCause = stored && stored in t.buyer ? (stored as RefundCause) : "late_payment";
  const amount = cents(data, "refundedCents") ?? cents(data, "amountCents");
  if (text(data, "reader") === "seller")
    return { title: t.sellerTitle, body: t.seller[cause](itemTitle(data), amount) };
  return { title: t.title, body: t.buyer[cause](itemTitle(data), amount) };
}
