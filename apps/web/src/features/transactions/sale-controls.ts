import { SALE_STATE_INFO, type SaleTransitionName, transitionsFrom } from "@kierto/shared";
import type { SaleView } from "./api/chat-sale";

export type Role = "buyer" | "seller";

/**
 * Which of the sale process's transitions (packages/shared/src/sale-process.ts) the chat offers
 * each party, and how the panel shows them. The process decides who may take what; this file only
 * names the buttons (docs/product-rules.md#sales).
 */

/** The confirming transitions, as the one main button of the chat's sale panel shows each. */
const CONFIRM_BUTTONS = {
  offerHandover: "markAsSold",
  requestPurchase: "confirmPurchase",
  acceptRequest: "confirmSale",
  confirmHandover: "confirmPurchase",
  // A card sale: the seller says they handed it over, the buyer that everything is OK.
  confirmPaidHandover: "confirmHandedOver",
  confirmReceipt: "everythingOk",
} as const satisfies Partial<Record<SaleTransitionName, string>>;

type ConfirmTransition = keyof typeof CONFIRM_BUTTONS;
const isConfirm = (name: SaleTransitionName): name is ConfirmTransition => Object.hasOwn(CONFIRM_BUTTONS, name);

/** What the chat's panel offers; checkout is the listing's and the payment page's. */
const CHAT_TRANSITIONS: readonly SaleTransitionName[] = [
  ...(Object.keys(CONFIRM_BUTTONS) as ConfirmTransition[]),
  "withdrawRequest",
  "withdrawHandover",
  "declineRequest",
  "declineHandover",
  "cancelPaid",
];

/** The transitions that start the sale or record a confirmation need the item for sale. */
const NEED_ITEM_FOR_SALE: readonly SaleTransitionName[] = ["requestPurchase", "offerHandover", "acceptRequest"];

/**
 * The transitions the chat offers `role` on its sale (none yet: the ones that start one). Card
 * checkout starts from the listing page and the timers and the server take the rest, so only what
 * the party may take is offered; a listing no longer for sale (or a blocked chat) starts nothing.
 */
export function saleActions(sale: SaleView | null, role: Role, itemForSale: boolean): SaleTransitionName[] {
  const offered = sale ? transitionsFrom(sale.state, role) : transitionsFrom("new", role).filter(isConfirm);
  // A parcel's hand-over is the carrier's to report: the seller of a shipped sale has no button for it.
  const carried = sale?.deliveryMethod === "shipping";
  return offered.filter(
    (name) =>
      CHAT_TRANSITIONS.includes(name) &&
      (itemForSale || !NEED_ITEM_FOR_SALE.includes(name)) &&
      !(carried && name === "confirmPaidHandover"),
  );
}

/**
 * The sale panel's main button: the confirming transition on offer, or where the sale stands when
 * the party has nothing to confirm ('Awaiting Confirmation' after their own, 'Sold' once completed).
 * A card checkout still open at the payment provider shows no button: the payment decides.
 */
export type SaleButton =
  | { kind: (typeof CONFIRM_BUTTONS)[ConfirmTransition]; enabled: true }
  | { kind: "awaitingConfirmation" | "sold"; enabled: false }
  | null;

export function saleButton(sale: SaleView | null, role: Role, itemForSale: boolean): SaleButton {
  if (sale?.state === "completed") return { kind: "sold", enabled: false };
  const confirm = saleActions(sale, role, itemForSale).find(isConfirm);
  if (confirm) return { kind: CONFIRM_BUTTONS[confirm], enabled: true };
  const mine = role === "seller" ? sale?.sellerConfirmed : sale?.buyerConfirmed;
  if (sale && mine && sale.state !== "reserved" && !SALE_STATE_INFO[sale.state].ended) {
    return { kind: "awaitingConfirmation", enabled: false };
  }
  return null;
}

/** The party that agreed to a one-sided hand-over may take it back. */
export function canWithdraw(sale: SaleView | null, role: Role): boolean {
  return saleActions(sale, role, true).some((name) => name === "withdrawRequest" || name === "withdrawHandover");
}

/** The other party turns a one-sided hand-over down, so it never holds the item against their will. */
export function canDecline(sale: SaleView | null, role: Role): boolean {
  return saleActions(sale, role, true).some((name) => name === "declineRequest" || name === "declineHandover");
}

/** docs/product-rules.md#sales: until a paid sale completes, its seller can cancel it and the buyer is refunded. */
export function canCancel(sale: SaleView | null, role: Role): boolean {
  return saleActions(sale, role, true).includes("cancelPaid");
}

/** Which line explains where the sale stands, from the user's side. */
export type SaleStatus =
  | "paidSeller"
  | "paidBuyer"
  | "paidShippingSeller"
  | "shippedSeller"
  | "shippedBuyer"
  | "deliveredSeller"
  | "deliveredBuyer"
  | "deliveredShippingSeller"
  | "deliveredShippingBuyer"
  | "awaitingOther"
  | "awaitingMe"
  | "reserved"
  | "completed"
  | "disputed"
  | null;

export function saleStatus(sale: SaleView | null, role: Role): SaleStatus {
  if (!sale) return null;
  switch (sale.state) {
    case "completed":
      return "completed";
    // Either party reads the same line; the case on the order page tells whose step it is.
    case "disputed":
      return "disputed";
    case "reserved":
      return "reserved";
    case "paid":
      if (role === "seller") return sale.deliveryMethod === "shipping" ? "paidShippingSeller" : "paidSeller";
      return "paidBuyer";
    case "shipped":
      return role === "seller" ? "shippedSeller" : "shippedBuyer";
    case "delivered":
      // A parcel reached the pickup point (the carrier said so); otherwise the seller confirmed a hand-over.
      if (sale.deliveryMethod === "shipping")
        return role === "seller" ? "deliveredShippingSeller" : "deliveredShippingBuyer";
      return role === "seller" ? "deliveredSeller" : "deliveredBuyer";
    case "requested":
    case "handover": {
      const mine = role === "seller" ? sale.sellerConfirmed : sale.buyerConfirmed;
      return mine ? "awaitingOther" : "awaitingMe";
    }
    default:
      return null;
  }
}

/**
 * The seller's drop-off instructions (the sending code, the printable label) matter only until the
 * carrier collects the parcel: the sale then moves on from paid (docs/decisions/0051) and the
 * tracking tells the rest.
 */
export function awaitsDropOff(sale: Pick<SaleView, "state" | "deliveryMethod">): boolean {
  return sale.deliveryMethod === "shipping" && sale.state === "paid";
}
