import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { defineJob } from "../../platform/jobs";

/**
 * A refund is asked of the payment provider by a job, outside any database transaction: the sale
 * is recorded refunded in the transaction of its state change, which enqueues this job, and a
 * slow or failing provider holds no row lock and no pool connection. Every attempt carries the
 * same idempotency key (`refund_<sale id>`), so a retry never refunds twice. Retried for about a
 * day; one that still fails waits among the dead letters on the admin page.
 */
export const refundJob = defineJob<{ saleId: string; paymentId: string; provider: string }>("payment-refund", {
  limit: 12,
  delaySeconds: 60,
  backoff: true,
  maxDelaySeconds: 3600,
});

type RefundDeps = Pick<AppDeps, "jobs" | "payments">;

/** The key the provider sees on every attempt at this sale's refund. */
export const refundKey = (saleId: string) => `refund_${saleId}`;

export function registerRefunds(deps: RefundDeps) {
  deps.jobs.register(refundJob, async ({ saleId, paymentId, provider }) => {
    // A sale paid through another provider than this server's (its configuration changed):
    // failing leaves the refund visible to admins instead of marking it done.
    if (provider !== deps.payments.name) throw new Error(`The refund needs the ${provider} payment provider`);
    await deps.payments.refund(paymentId, refundKey(saleId));
  });
}

/** Enqueues the refund on the transaction that records the sale refunded; one per sale. */
export async function enqueueRefund(
  deps: RefundDeps,
  tx: Tx,
  sale: { id: string; providerPaymentId: string | null; paymentProvider: string | null },
) {
  if (!sale.providerPaymentId || !sale.paymentProvider) return;
  await deps.jobs.enqueue(
    tx,
    refundJob,
    { saleId: sale.id, paymentId: sale.providerPaymentId, provider: sale.paymentProvider },
    { singletonKey: sale.id },
  );
}
