import type Stripe from "stripe";
import type { CheckoutRequest, PaymentProvider, WebhookAction } from "./payment-provider";
import { PaymentProviderError, WebhookSignatureError } from "./payment-provider";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Points the SDK at another API server (the tests' fake Stripe). */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/**
 * Stripe refuses an `expires_at` less than 30 minutes after its own clock at the moment it
 * receives the request, and the reservation's deadline was set a moment before we asked; so the
 * session closes at the later of that deadline and 30 minutes plus this margin from now (for the
 * request's travel and a clock that differs from Stripe's), and the reservation follows it.
 */
const STRIPE_MIN_SESSION_MS = 30 * 60 * 1000;
const EXPIRY_MARGIN_MS = 60 * 1000;

export function stripeSessionExpiry(requested: Date, now = Date.now()): Date {
  const earliest = now + STRIPE_MIN_SESSION_MS + EXPIRY_MARGIN_MS;
  return new Date(Math.ceil(Math.max(requested.getTime(), earliest) / 1000) * 1000);
}

const paymentIdOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * Stripe Checkout through the official SDK: a hosted session in euro cents per transaction,
 * confirmed by signed webhooks and refunded through the Refunds API. Every write carries an
 * idempotency key derived from the transaction, so a retried request never charges or refunds twice.
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  // The SDK is loaded with the first call, not at start-up, which it would slow down for every server.
  let client: Promise<Stripe> | undefined;
  const sdk = () => {
    client ??= import("stripe").then(
      ({ default: StripeSdk }) =>
        new StripeSdk(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(options.api ?? {}) }),
    );
    return client;
  };
  const wrap = async <T>(work: (stripe: Stripe) => Promise<T>): Promise<T> => {
    try {
      return await work(await sdk());
    } catch (error) {
      throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
    }
  };
  return {
    name: "stripe",
    createCheckoutSession: (request: CheckoutRequest) =>
      wrap(async (stripe) => {
        const expiresAt = stripeSessionExpiry(request.expiresAt);
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            // Finnish buyers pay by card or with MobilePay; both settle in euro through the same
            // webhook. A filter on the methods enabled in the Stripe dashboard, not a demand.
            allowed_payment_method_types: ["card", "mobilepay"],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "eur",
                  unit_amount: request.amountCents,
                  product_data: { name: request.productTitle },
                },
              },
            ],
            metadata: { transactionId: request.transactionId, productId: request.productId },
            payment_intent_data: {
              metadata: { transactionId: request.transactionId, productId: request.productId },
            },
            client_reference_id: request.transactionId,
            ...(request.buyerEmail ? { customer_email: request.buyerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: expiresAt.getTime() / 1000,
          },
          { idempotencyKey: `checkout_${request.transactionId}` },
        );
        if (!session.url) throw new Error("Stripe returned a session without a payment page.");
        return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      }),
    sessionUrl: (sessionId) =>
      wrap(async (stripe) => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.status === "open" ? (session.url ?? null) : null;
      }),
    expireSession: (sessionId) =>
      wrap(async (stripe) => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
      }),
    refund: (paymentId, idempotencyKey, amountCents) =>
      wrap(async (stripe) => {
        await stripe.refunds.create(
          { payment_intent: paymentId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        );
      }),
    async parseWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!options.webhookSecret || !signature) throw new WebhookSignatureError("Missing signature.");
      const stripe = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Bad signature.");
      }
      return toAction(event);
    },
  };
}

/** The four Checkout events the sale listens to; anything else is acknowledged and ignored. */
function toAction(event: Stripe.Event): WebhookAction {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      // A delayed method (bank debit) completes the session unpaid; its money comes with
      // async_payment_succeeded, or never.
      if (session.payment_status !== "paid") return { action: "ignored", eventId: event.id };
      return { action: "paid", eventId: event.id, sessionId: session.id, paymentId: paymentIdOf(session) };
    }
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      return { action: "paid", eventId: event.id, sessionId: session.id, paymentId: paymentIdOf(session) };
    }
    case "checkout.session.async_payment_failed":
      return { action: "failed", eventId: event.id, sessionId: event.data.object.id };
    case "checkout.session.expired":
      return { action: "expired", eventId: event.id, sessionId: event.data.object.id };
    default:
      return { action: "ignored", eventId: event.id };
  }
}
