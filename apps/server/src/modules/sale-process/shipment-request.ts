import type { Tx } from "../../db/client";
import { defineJob, type JobEngine } from "../../platform/jobs";
import type { SaleRow } from "./sale-effects";

/**
 * Asks the carrier for a paid shipped sale's shipment. Enqueued by the payment's transition in
 * its own database transaction; worked by modules/shipping after the commit, outside any
 * transaction, so a slow carrier holds no lock. One per sale (its singleton key) and the carrier
 * call carries the same idempotency key on every attempt, so a retry never creates two.
 */
export const shipmentRequestJob = defineJob<{ saleId: string }>("shipment-request", {
  limit: 12,
  delaySeconds: 60,
  backoff: true,
  maxDelaySeconds: 3600,
});

/** Enqueues the shipment of a sale the buyer chose to have shipped; nothing for a hand delivery. */
export async function enqueueShipmentRequest(jobs: JobEngine, tx: Tx, sale: Pick<SaleRow, "id" | "deliveryMethod">) {
  if (sale.deliveryMethod !== "shipping") return;
  await jobs.enqueue(tx, shipmentRequestJob, { saleId: sale.id }, { singletonKey: `shipment_${sale.id}` });
}
