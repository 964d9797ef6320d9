import type { PaymentProvider as ProviderName } from "@kierto/shared";

/** What a checkout session is opened for: one transaction, one item, a price in euro cents. */
export interface CheckoutRequest {
  transactionId: string;
  productId: string;
  productTitle: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  buyerEmail?: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the buyer's browser goes to pay. */
  url: string;
  /** When the provider closes the session, if later than asked: the reservation lasts as long. */
  expiresAt?: Date;
}

/**
 * A provider's webhook reduced to what the sale needs, whatever provider sent it (after Medusa's
 * `getWebhookActionAndData`): the payment for a session succeeded, failed or its session ended.
 */
export type WebhookAction =
  | { action: "paid"; eventId: string; sessionId: string; paymentId: string | null }
  | { action: "failed"; eventId: string; sessionId: string }
  | { action: "expired"; eventId: string; sessionId: string }
  /** An event the sale does not act on: acknowledged, not recorded, since a repeat changes nothing either. */
  | { action: "ignored"; eventId: string };

/** The provider refused the webhook's signature: answer 400 and change nothing. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The payment page of a session that is still open, to send its buyer back to. */
  sessionUrl(sessionId: string): Promise<string | null>;
  /** Ends an open session at the provider, so it can no longer be paid. */
  expireSession(sessionId: string): Promise<void>;
  /** Refunds a payment in full, or `amountCents` of it; the same key never refunds twice. */
  refund(paymentId: string, idempotencyKey: string, amountCents?: number): Promise<void>;
  /** Verifies and reads a webhook delivery; rejects with WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: string, headers: Headers): Promise<WebhookAction>;
}
