import type { Env } from "../../env";
import { createLocalPayoutProvider } from "./local-provider";
import type { PayoutProvider } from "./payout-provider";
import { createStripePayoutProvider } from "./stripe-provider";

export { createLocalPayoutProvider, LOCAL_FAILURE_CODE } from "./local-provider";
export type {
  AccountEvent,
  PayoutDestination,
  PayoutProvider,
  ReversalRequest,
  SentTransfer,
  TransferOutcome,
  TransferRequest,
} from "./payout-provider";
export { PayoutBalanceInsufficientError, PayoutProviderError, PayoutWebhookSignatureError } from "./payout-provider";
export { createStripePayoutProvider } from "./stripe-provider";

/**
 * The provider PAYOUT_PROVIDER names: local (simulated SEPA transfers) or Stripe Connect, whose
 * keys env.ts has already required.
 */
export function createPayoutProvider(
  env: Pick<Env, "payoutProvider" | "LOCAL_PAYOUT_SECONDS" | "STRIPE_SECRET_KEY" | "STRIPE_CONNECT_WEBHOOK_SECRET">,
): PayoutProvider {
  if (env.payoutProvider === "stripe") {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_CONNECT_WEBHOOK_SECRET) {
      throw new Error("Stripe Connect payouts need STRIPE_SECRET_KEY and STRIPE_CONNECT_WEBHOOK_SECRET");
    }
    return createStripePayoutProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
    });
  }
  return createLocalPayoutProvider({ settleAfterMs: env.LOCAL_PAYOUT_SECONDS * 1000 });
}
