import { HttpError, notFound } from "../../lib/http-error";
import { applyTransition, lockSale, runTransition, type SaleDeps } from "../sale-process";
import { recordAudit } from "./audit";

/**
 * An admin gives a card sale's money back to its buyer. A sale still held (paid, or handed over
 * and awaiting the buyer) ends and its item is on sale again; a completed sale stays sold and the
 * seller's released share is taken back: from their balance, from their Stripe account by
 * reversing the transfer, or as a debt their next sales pay off (ADR 0050). The provider refund
 * and any reversal are jobs after the commit; the audit log records who did it and why.
 */
export async function refundSaleAsStaff(deps: SaleDeps, actorId: string, saleId: string, reason: string) {
  return runTransition(deps, async (step) => {
    const sale = await lockSale(step.tx, saleId);
    if (!sale) throw notFound("Sale not found.");
    if (!sale.providerPaymentId) {
      throw new HttpError(
        409,
        "SALE_NOT_PAID_BY_CARD",
        "Only a sale paid through the payment provider can be refunded.",
      );
    }
    const transition = sale.state === "completed" ? "refundCompleted" : "refundHeld";
    const refunded = await applyTransition(step, sale, transition, "operator", {
      reason,
      changes: { cancelReason: reason },
    });
    await recordAudit(step.tx, {
      actorId,
      action: "sale_refunded",
      targetUserId: sale.buyerId,
      details: { saleId: sale.id, sellerId: sale.sellerId, fromState: sale.state },
      reason,
    });
    return { id: refunded.id, state: refunded.state };
  });
}
