import type { Messages } from "@/i18n";
import type { Role, SaleStatus } from "../sale-controls";

/** The line that says where the sale stands, from the reader's side, in their language. */
export function saleStatusText(
  t: Messages["transactions"]["status"],
  status: SaleStatus,
  role: Role,
  amount: string,
  otherPartyName: string,
): string | null {
  switch (status) {
    case "paidSeller":
      return t.paid(amount);
    case "paidBuyer":
      return t.paidBuyer(amount);
    case "paidShippingSeller":
      return t.paidShipping(amount);
    case "shippedSeller":
      return t.shippedSeller(amount);
    case "shippedBuyer":
      return t.shippedBuyer;
    case "deliveredSeller":
      return t.deliveredSeller(amount);
    case "deliveredBuyer":
      return t.deliveredBuyer(otherPartyName);
    case "deliveredShippingSeller":
      return t.deliveredShippingSeller(amount);
    case "deliveredShippingBuyer":
      return t.deliveredShippingBuyer;
    case "awaitingOther":
      return t.awaitingOther[role];
    case "awaitingMe":
      return t.awaitingMe[role](otherPartyName);
    case "reserved":
      return t.reserved[role];
    case "completed":
      return t.completed;
    case "disputed":
      return t.disputed;
    default:
      return null;
  }
}
