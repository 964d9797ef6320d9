import { HttpError, notFound } from "../../lib/http-error";
import { applyTransition, lockSale, runTransition, type SaleDeps, saleError } from "../sale-process";
/**
 * The seller cannot deliver a paid sale (cancelPaid): refunded with the reason, the item for sale
 * again, the buyer told and the chat shown the reason. If the provider refuses the refund nothing
 * changes and the seller may retry (payment-refund.ts).
 */
export async function cancelPaidSale(deps: SaleDeps, saleId: string, userId: string, reason: string) {
  return runTransition(deps, async (step) => {
    const sale = await lockSale(step.tx, saleId);
    if (!sale) throw notFound("Sale not found.");
    if (sale.sellerId !== userId) {
      throw sale.buyerId === userId
        ? new HttpError(403, "FORBIDDEN", "Only the seller can cancel a paid sale.")
        : saleError.notAParty();
    }
    return applyTransition(step, sale, "cancelPaid", "seller", { reason, changes: { cancelReason: reason } });
  });
}
