import { HttpError } from "../../lib/http-error";
import { PaymentProviderError } from "../../platform/payments";
import type { SaleDeps, SaleRow } from "./sale-effects";

/**
 * The one place a sale's card payment goes back to the buyer through the provider. It runs
 * today inside the transition's database transaction, after the guarded update: if the provider
 * refuses, the transition rolls back and the party (or the provider's webhook retry) may try
 * again; the idempotency key `refund_<sale id>` keeps a retry from refunding twice. Moving it to
 * a durable job after commit changes this function and its callers' `refundPayment` effect only.
 */
export async function refundPayment(deps: Pick<SaleDeps, "payments">, sale: SaleRow): Promise<void> {
  if (!sale.providerPaymentId || sale.paymentProvider !== deps.payments.name) return;
  try {
    await deps.payments.refund(sale.providerPaymentId, `refund_${sale.id}`);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new HttpError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "The refund could not be made; try again.");
    }
    throw error;
  }
}
