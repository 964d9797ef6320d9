import type { Env } from "../../env";
import { createLocalProvider } from "./local-provider";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider";

export { createLocalProvider, localPaymentId } from "./local-provider";
export type { CheckoutRequest, CheckoutSession, PaymentProvider, WebhookAction } from "./payment-provider";
export { PaymentProviderError, WebhookSignatureError } from "./payment-provider";
export { createStripeProvider } from "./stripe-provider";

/** Stripe when chosen (or its secret key is set); otherwise the local payment page, which needs no keys. */
export function createPaymentProvider(
  env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "publicUrl" | "paymentProvider">,
) {
  if (env.paymentProvider === "stripe" && env.STRIPE_SECRET_KEY) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  return createLocalProvider(env.publicUrl);
}

export type { PaymentProvider as Payments };
