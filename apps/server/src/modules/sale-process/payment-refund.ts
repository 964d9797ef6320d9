import type { AppDeps } from "../../app-env";
import type { Tx } from "../../db/client";
import { defineJob } from "../../platform/jobs";
import type { SaleRow } from "./sale-effects";

/**
 * The one place a sale's card payment goes back to the buyer through the provider. The sale's
 * transition records it refunded and, in the same database transaction, enqueues this job
 * (`enqueueRefund`); the job asks the provider after the commit, outside any transaction, so a
 * slow or refusing provider holds no row lock and no pool connection, and a cancellation no
 * longer fails when the provider is down. Every attempt carries the same idempotency key
 * (`refund_<sale id>`), so a retried job never refunds twice. Retried for about a day; one that
 * still fails waits among the dead letters on the admin page.
 */
export const refundJob = defineJob<{ saleId: string; paymentId: string; provider: string; amountCents?: number }>(
  "payment-refund",
  {
    limit: 12,
    delaySeconds: 60,
    backoff: true,
    maxDelaySeconds: 3600,
  },
);

type RefundDeps = Pick<AppDeps, "jobs" | "payments">;

/** The key the provider sees on every attempt at this sale's refund. */
export const refundKey = (saleId: string) => `refund_${saleId}`;

export function registerRefunds(deps: RefundDeps) {
  deps.jobs.register(refundJob, async ({ saleId, paymentId, provider, amountCents }) => {
    // A sale paid through another provider than this server's (its configuration changed):
    // failing leaves the refund visible to admins instead of marking it done.
    if (provider !== deps.payments.name) throw new Error(`The refund needs the ${provider} payment provider`);
    await deps.payments.refund(paymentId, refundKey(saleId), amountCents);
  });
}

/**
 * Enqueues the sale's refund on the transaction that records it refunded; one per sale. A partial
 * refund (a settled problem case) names its amount; a sale is refunded once, in full or in part.
 */
export async function enqueueRefund(
  deps: RefundDeps,
  tx: Tx,
  sale: Pick<SaleRow, "id" | "providerPaymentId" | "paymentProvider">,
  amountCents?: number,
) {
  if (!sale.providerPaymentId) return;
  const provider = sale.paymentProvider ?? deps.payments.name;
  await deps.jobs.enqueue(
    tx,
    refundJob,
    {
      saleId: sale.id,
      paymentId: sale.providerPaymentId,
      provider,
      ...(amountCents === undefined ? {} : { amountCents }),
    },
    { singletonKey: sale.id },
  );
}
