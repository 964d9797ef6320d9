import {
  CHECKOUT_SESSION_MINUTES,
  HANDOVER_RESPONSE_HOURS,
  RECEIPT_CONFIRMATION_HOURS,
  RECEIPT_REMINDER_HOURS,
} from "./constants";

/**
 * The sale process: every state a sale can be in, every transition between them, who may take
 * each and which side effects follow (after Sharetribe's transactionProcessPurchase). This file
 * is the one place that says how a sale moves. The server applies it through one guarded
 * transition function (apps/server/src/modules/transactions/sale-transition.ts); the web reads
 * it to decide which actions to offer (features/transactions/sale-controls.ts).
 *
 *   card:  (new) -startCheckout-> reserved -payCheckout-> paid -confirmPaidHandover(seller)-> delivered
 *          paid | delivered -confirmReceipt(buyer)-> completed;  delivered -completeDelivered(timer, 48 h)-> completed
 *          (the buyer is reminded 24 h after the hand-over: SALE_REMINDERS)
 *          shipped: paid -shipParcel(carrier)-> shipped -deliverParcel(carrier)-> delivered (paid too, events may skip);
 *          paid | shipped | delivered -returnParcel(carrier, the parcel goes back to the sender)-> refunded
 *          reserved -failCheckout | cancelCheckout | expireCheckout(timer)-> failed | cancelled | expired
 *          paid -missShipBy(timer, a shipped sale past its ship-by deadline)-> refunded
 *          paid -cancelPaid-> refunded;   a payment for a lost item -refundLatePayment-> refunded
 *          paid | delivered -refundHeld(operator)-> refunded;  completed -refundCompleted(operator)-> refunded
 *   chat:  (new) -requestPurchase(buyer)-> requested -acceptRequest(seller)-> completed
 *          (new) -offerHandover(seller)-> handover -confirmHandover(buyer)-> completed
 *          requested | handover -withdraw… | decline… | expireHandover(timer) | endHandover-> ended
 *
 * A buyer's request alone never holds the item: several buyers may ask, the item stays on sale,
 * and only the seller's agreement (offerHandover, acceptRequest) or a payment takes it off the
 * market. A card payment is held (holdPayment: the seller's share pending) until the sale
 * completes (releasePayment: available to withdraw), by the buyer's "Everything is OK" or 48 hours
 * after the seller confirmed the hand-over; the item is sold only then, and shows as reserved to
 * everyone else while a sale holds it. A delivered sale cannot be cancelled by the seller: the
 * item is in the buyer's hands, and the buyer's problem reports (with returns) are what will stop
 * its timer (reportProblem: the sale is `disputed` until its case ends). A shipped sale moves on the carrier's events instead of the seller's word
 * (docs/decisions/0051): its delivery enters `delivered` too. Room left for what comes next:
 * problems and returns, offers; a sale names its items through the sale, so a
 * bundle of one seller's listings is one sale.
 */

/** Who takes a transition: one of the two parties, staff, the server itself, or a timer. */
export type SaleActor = "buyer" | "seller" | "operator" | "system" | "timer";

/** Work that follows a transition in the same database transaction (events go out after commit). */
export type SaleEffect =
  /** The buyer's card payment arrived: the seller's share is pending, held until completion. */
  | "holdPayment"
  /** The sale completed: the held share becomes available to the seller (nothing for an unpaid sale). */
  | "releasePayment"
  | "markItemSold"
  | "lapseOtherRequests"
  /** The item was paid for: every other open offer and held price on it ends, with a notice. */
  | "endOtherOffers"
  | "refundPayment"
  | "openPartiesChat"
  | "refreshOtherChats"
  | "postCancelNotice"
  | "notifySellerItemSold"
  | "notifyBuyerPaymentConfirmed"
  | "notifyBuyerSaleCompleted"
  | "notifySellerSaleCompleted"
  | "notifyBuyerSaleCancelled"
  /** Both parties are told the payment went back, and why (the text differs by cause). */
  | "notifyRefundedLatePayment"
  | "notifyRefundedParcelReturned"
  | "notifyRefundedNotShipped"
  | "notifyRefundedByStaff"
  | "notifyBuyerHandedOver"
  | "notifyBuyerReceiptReminder"
  | "notifySellerShipByReminder"
  /** A shipped sale was paid: a job asks the carrier for the shipment (nothing for a hand delivery). */
  | "requestShipment"
  | "notifyBuyerParcelShipped"
  | "notifyBuyerParcelDelivered"
  /**
   * A problem case ended in a partial refund the buyer accepted: the amount the transition names
   * goes back to the buyer, the rest is released to the seller, in one ledger entry.
   */
  | "partlyRefundPayment";

export interface SaleStateInfo {
  /** The sale holds the item for its buyer: at most one such sale per item (a unique index). */
  holdsItem: boolean;
  /** The sale is over; nothing moves it any more. */
  ended: boolean;
  /** The parties' chat stays writable even though the item is no longer for sale. */
  keepsChatOpen: boolean;
}

const open = (holdsItem: boolean, keepsChatOpen = false): SaleStateInfo => ({
  holdsItem,
  ended: false,
  keepsChatOpen,
});
const ended: SaleStateInfo = { holdsItem: false, ended: true, keepsChatOpen: false };

export const SALE_STATE_INFO = {
  /** A buyer asked to buy in the chat; the seller has not agreed yet. The item stays on sale. */
  requested: open(false),
  /** A card checkout is open at the payment provider. */
  reserved: open(true),
  /** The provider confirmed the payment; the seller hands the item over. */
  paid: open(true, true),
  /** The carrier collected the parcel from the seller; it is on its way to the buyer's pickup point. */
  shipped: open(true, true),
  /** The seller says they handed the paid item over (later: the carrier delivered it); the buyer confirms receipt. */
  delivered: open(true, true),
  /**
   * The buyer reported a problem in their confirmation window (docs/decisions/0068): the money
   * stays frozen and no timer completes the sale; the problem case decides how it ends.
   */
  disputed: open(true, true),
  /** The seller agreed to hand the item over to this buyer, who has not confirmed yet. */
  handover: open(true),
  completed: ended,
  expired: ended,
  failed: ended,
  cancelled: ended,
  refunded: ended,
  withdrawn: ended,
  declined: ended,
} as const satisfies Record<string, SaleStateInfo>;

export type SaleState = keyof typeof SALE_STATE_INFO;

export interface SaleTransitionSpec {
  /** The states it leaves; "new" creates the sale. */
  from: readonly (SaleState | "new")[];
  to: SaleState;
  actors: readonly SaleActor[];
  /** The party whose confirmation this transition records. */
  confirms?: "buyer" | "seller";
  /** A timed transition: the timer takes it this long after the sale entered its `from` state. */
  afterMs?: number;
  /**
   * A timed transition whose moment is a deadline the sale keeps in a column rather than a delay:
   * counted in Finnish working days and moved by an extension (`shipBy`).
   */
  deadline?: "shipBy";
  effects: readonly SaleEffect[];
}

const CHECKOUT_MS = CHECKOUT_SESSION_MINUTES * 60 * 1000;
const HANDOVER_MS = HANDOVER_RESPONSE_HOURS * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A payment may arrive for a checkout that ended meanwhile (the provider's clock is its own). */
const CHECKOUT_STATES = ["reserved", "expired", "failed", "cancelled"] as const;

export const SALE_PROCESS = {
  startCheckout: { from: ["new"], to: "reserved", actors: ["buyer"], effects: [] },
  payCheckout: {
    from: CHECKOUT_STATES,
    to: "paid",
    actors: ["system"],
    effects: [
      "holdPayment",
      "lapseOtherRequests",
      "endOtherOffers",
      "openPartiesChat",
      "notifySellerItemSold",
      "notifyBuyerPaymentConfirmed",
      "refreshOtherChats",
      "requestShipment",
    ],
  },
  refundLatePayment: {
    from: CHECKOUT_STATES,
    to: "refunded",
    actors: ["system"],
    // The money did arrive and goes back: held, then refunded, in one database transaction.
    effects: ["holdPayment", "refundPayment", "notifyRefundedLatePayment"],
  },
  failCheckout: { from: ["reserved"], to: "failed", actors: ["system"], effects: [] },
  cancelCheckout: { from: ["reserved"], to: "cancelled", actors: ["buyer", "system"], effects: [] },
  expireCheckout: { from: ["reserved"], to: "expired", actors: ["timer"], afterMs: CHECKOUT_MS, effects: [] },
  confirmPaidHandover: {
    from: ["paid"],
    to: "delivered",
    actors: ["seller"],
    confirms: "seller",
    effects: ["notifyBuyerHandedOver"],
  },
  /** The carrier's events move a shipped sale (modules/shipping); a hand delivery never sees these. */
  shipParcel: { from: ["paid"], to: "shipped", actors: ["system"], effects: ["notifyBuyerParcelShipped"] },
  /**
   * Arrived at the pickup point (the buyer is told) or handed over: the buyer's confirmation window
   * starts. The carrier's delivery is the seller's hand-over, so it records the seller's part done.
   */
  deliverParcel: {
    from: ["paid", "shipped"],
    to: "delivered",
    actors: ["system"],
    confirms: "seller",
    effects: ["notifyBuyerParcelDelivered"],
  },
  /** The parcel goes back to the seller (not picked up, refused): the buyer gets the money back. */
  returnParcel: {
    from: ["paid", "shipped", "delivered"],
    to: "refunded",
    actors: ["system"],
    effects: ["refundPayment", "openPartiesChat", "notifyRefundedParcelReturned", "refreshOtherChats"],
  },
  /** "Everything is OK": the buyer has the item; the seller is paid. */
  confirmReceipt: {
    from: ["paid", "shipped", "delivered"],
    to: "completed",
    actors: ["buyer"],
    confirms: "buyer",
    effects: ["markItemSold", "releasePayment", "notifySellerSaleCompleted", "notifyBuyerSaleCompleted"],
  },
  /** The buyer neither confirmed nor reported a problem in time: the sale completes without them. */
  completeDelivered: {
    from: ["delivered"],
    to: "completed",
    actors: ["timer"],
    afterMs: RECEIPT_CONFIRMATION_HOURS * HOUR_MS,
    effects: ["markItemSold", "releasePayment", "notifySellerSaleCompleted", "notifyBuyerSaleCompleted"],
  },
  /**
   * The buyer reports a problem while the confirmation window runs, or a parcel as not received
   * once its tracking has stalled (modules/cases): the case holds the sale here, its completion
   * timer and reminder cleared (they leave `delivered` only).
   */
  reportProblem: { from: ["shipped", "delivered"], to: "disputed", actors: ["buyer"], effects: [] },
  /**
   * The case ended in a full refund: the return reached the seller, or a moderator decided so.
   * The case's own notices tell both parties, with the amount and the return postage.
   */
  refundDisputed: {
    from: ["disputed"],
    to: "refunded",
    actors: ["system", "operator"],
    effects: ["refundPayment"],
  },
  /**
   * The buyer accepted the seller's partial refund and keeps the item: the sale completes with
   * part of the payment back to the buyer and the rest released to the seller.
   */
  settleDisputed: {
    from: ["disputed"],
    to: "completed",
    actors: ["system", "operator"],
    effects: ["markItemSold", "partlyRefundPayment", "notifySellerSaleCompleted", "notifyBuyerSaleCompleted"],
  },
  /** A moderator decided the case for the seller: the sale completes and the seller is paid in full. */
  releaseDisputed: {
    from: ["disputed"],
    to: "completed",
    actors: ["operator"],
    effects: ["markItemSold", "releasePayment", "notifySellerSaleCompleted", "notifyBuyerSaleCompleted"],
  },
  cancelPaid: {
    from: ["paid"],
    to: "refunded",
    actors: ["seller"],
    effects: ["refundPayment", "openPartiesChat", "notifyBuyerSaleCancelled", "postCancelNotice", "refreshOtherChats"],
  },
  /**
   * A shipped sale whose parcel was not handed to the carrier by its ship-by deadline (the end of
   * the 5th Finnish working day after payment, or of a granted extension): the buyer is refunded
   * and the item is on sale again (docs/decisions/0054).
   */
  missShipBy: {
    from: ["paid"],
    to: "refunded",
    actors: ["timer"],
    deadline: "shipBy",
    effects: ["refundPayment", "openPartiesChat", "notifyRefundedNotShipped", "refreshOtherChats"],
  },
  /**
   * Staff refund a paid sale the seller cannot or will not end (the item is still held for the
   * buyer, or the seller says it was handed over): the money goes back and the item is on sale again.
   */
  refundHeld: {
    from: ["paid", "shipped", "delivered"],
    to: "refunded",
    actors: ["operator"],
    effects: ["refundPayment", "openPartiesChat", "notifyRefundedByStaff", "refreshOtherChats"],
  },
  /**
   * Staff refund a completed sale (a chargeback, a problem found after the buyer confirmed): the
   * money goes back to the buyer and the seller's released share is taken back (from their
   * balance, or from their bank account by reversing the transfer, or as a debt). The item stays
   * sold: it is in the buyer's hands.
   */
  refundCompleted: {
    from: ["completed"],
    to: "refunded",
    actors: ["operator"],
    effects: ["refundPayment", "notifyRefundedByStaff"],
  },
  requestPurchase: { from: ["new"], to: "requested", actors: ["buyer"], confirms: "buyer", effects: [] },
  acceptRequest: {
    from: ["requested"],
    to: "completed",
    actors: ["seller"],
    confirms: "seller",
    effects: [
      "markItemSold",
      "lapseOtherRequests",
      "notifySellerItemSold",
      "notifyBuyerSaleCompleted",
      "refreshOtherChats",
    ],
  },
  offerHandover: { from: ["new"], to: "handover", actors: ["seller"], confirms: "seller", effects: [] },
  confirmHandover: {
    from: ["handover"],
    to: "completed",
    actors: ["buyer"],
    confirms: "buyer",
    effects: [
      "markItemSold",
      "lapseOtherRequests",
      "notifySellerItemSold",
      "notifyBuyerSaleCompleted",
      "refreshOtherChats",
    ],
  },
  withdrawRequest: { from: ["requested"], to: "withdrawn", actors: ["buyer"], effects: [] },
  declineRequest: { from: ["requested"], to: "declined", actors: ["seller", "system"], effects: [] },
  withdrawHandover: { from: ["handover"], to: "withdrawn", actors: ["seller"], effects: [] },
  declineHandover: { from: ["handover"], to: "declined", actors: ["buyer"], effects: [] },
  expireHandover: {
    from: ["requested", "handover"],
    to: "expired",
    actors: ["timer"],
    afterMs: HANDOVER_MS,
    effects: [],
  },
  /** A block between the parties, a suspension or an account deletion ends their open hand-over. */
  endHandover: { from: ["requested", "handover"], to: "cancelled", actors: ["system"], effects: [] },
} as const satisfies Record<string, SaleTransitionSpec>;

export type SaleTransitionName = keyof typeof SALE_PROCESS;

/**
 * Reminders: the timer notifies a party this long after the sale entered `state`, once, if the
 * sale is still there (a reminder moves nothing, so it is not a transition).
 */
export interface SaleReminderSpec {
  state: SaleState;
  afterMs: number;
  effect: SaleEffect;
}

export const SALE_REMINDERS = {
  /** Half-way to completeDelivered: the buyer is asked to confirm receipt or say what is wrong. */
  remindReceipt: {
    state: "delivered",
    afterMs: RECEIPT_REMINDER_HOURS * HOUR_MS,
    effect: "notifyBuyerReceiptReminder",
  },
} as const satisfies Record<string, SaleReminderSpec>;

export type SaleReminderName = keyof typeof SALE_REMINDERS;

export const SALE_STATES = Object.keys(SALE_STATE_INFO) as [SaleState, ...SaleState[]];
const statesWhere = (test: (info: SaleStateInfo) => boolean) =>
  SALE_STATES.filter((state) => test(SALE_STATE_INFO[state]));
/** The states that hold the item: at most one per product (a partial unique index). */
export const OPEN_SALE_STATES = statesWhere((info) => info.holdsItem);
/** The states of a sale that is not over yet, held or not. */
export const ONGOING_SALE_STATES = statesWhere((info) => !info.ended);
/** The states of a sale that ended without the item changing hands. */
export const ENDED_UNSOLD_SALE_STATES = statesWhere((info) => info.ended).filter((state) => state !== "completed");
/** The states in which the parties' chat stays writable after the item left the market. */
export const CHAT_OPEN_SALE_STATES = statesWhere((info) => info.keepsChatOpen);

/** The transition's definition; a name from outside that is not one is undefined. */
export function saleTransition(name: string): SaleTransitionSpec | undefined {
  return Object.hasOwn(SALE_PROCESS, name) ? SALE_PROCESS[name as SaleTransitionName] : undefined;
}

/** The transitions `actor` may take from `state` ("new": the parties have no sale yet). */
export function transitionsFrom(state: SaleState | "new", actor: SaleActor): SaleTransitionName[] {
  return (Object.keys(SALE_PROCESS) as SaleTransitionName[]).filter((name) => {
    const spec: SaleTransitionSpec = SALE_PROCESS[name];
    return spec.from.includes(state) && spec.actors.includes(actor);
  });
}
