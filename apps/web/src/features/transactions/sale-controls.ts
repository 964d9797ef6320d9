import type { SaleView } from "./api/chat-sale";

export type Role = "buyer" | "seller";

/**
 * The sale button of docs/product-rules.md#sales, given the chat's current sale:
 * - no sale yet: the seller sees 'Mark as Sold', the buyer 'Confirm Purchase';
 * - a sale the user has not confirmed: 'Confirm Sale' (seller) or 'Confirm Purchase' (buyer);
 * - the user has confirmed and waits for the other: 'Awaiting Confirmation', disabled;
 * - a completed sale: 'Sold', disabled.
 * A card checkout still open at the payment provider shows no button: the payment decides.
 */
export type SaleButton =
  | { kind: "markAsSold" | "confirmSale" | "confirmPurchase"; enabled: true }
  | { kind: "awaitingConfirmation" | "sold"; enabled: false }
  | null;

export function saleButton(sale: SaleView | null, role: Role, itemForSale: boolean): SaleButton {
  if (!sale) {
    if (!itemForSale) return null;
    return { kind: role === "seller" ? "markAsSold" : "confirmPurchase", enabled: true };
  }
  if (sale.state === "completed" || sale.completedAt) return { kind: "sold", enabled: false };
  if (sale.state === "reserved") return null;
  if (role === "seller" ? sale.sellerConfirmed : sale.buyerConfirmed) {
    return { kind: "awaitingConfirmation", enabled: false };
  }
  return { kind: role === "seller" ? "confirmSale" : "confirmPurchase", enabled: true };
}

/** Only the side that confirmed a one-sided hand-over may withdraw it. */
export function canWithdraw(sale: SaleView | null, role: Role): boolean {
  if (sale?.state !== "handover") return false;
  const mine = role === "seller" ? sale.sellerConfirmed : sale.buyerConfirmed;
  const theirs = role === "seller" ? sale.buyerConfirmed : sale.sellerConfirmed;
  return mine && !theirs;
}

/** docs/product-rules.md#sales: until a paid sale completes, its seller can cancel it and the buyer is refunded. */
export function canCancel(sale: SaleView | null, role: Role): boolean {
  return role === "seller" && sale?.state === "paid";
}

/** Which line explains where the sale stands, from the user's side. */
export type SaleStatus = "paidSeller" | "paidBuyer" | "awaitingOther" | "awaitingMe" | "reserved" | "completed" | null;

export function saleStatus(sale: SaleView | null, role: Role): SaleStatus {
  if (!sale) return null;
  switch (sale.state) {
    case "completed":
      return "completed";
    case "reserved":
      return "reserved";
    case "paid":
      return role === "seller" ? "paidSeller" : "paidBuyer";
    case "handover": {
      const mine = role === "seller" ? sale.sellerConfirmed : sale.buyerConfirmed;
      return mine ? "awaitingOther" : "awaitingMe";
    }
    default:
      return null;
  }
}
