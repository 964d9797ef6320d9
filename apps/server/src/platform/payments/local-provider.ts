import { randomBytes } from "node:crypto";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider";
import { WebhookSignatureError } from "./payment-provider";

export const LOCAL_SESSION_PREFIX = "cs_local_";

/**
 * The provider that needs no keys: the payment page is ours (GET /pay/{sessionId}, see
 * modules/payments/local-payment-page.routes.ts) and confirms through the same mark-paid
 * transition a webhook takes. Session ids carry 192 random bits, so knowing one is the only way
 * to the page; paying also needs the buyer's own sign-in.
 */
export function createLocalProvider(publicUrl: string): PaymentProvider {
  const pageUrl = (sessionId: string) => `${publicUrl}/pay/${sessionId}`;
  return {
    name: "local",
    async createCheckoutSession(_request: CheckoutRequest) {
      const sessionId = `${LOCAL_SESSION_PREFIX}${randomBytes(24).toString("base64url")}`;
      return { sessionId, url: pageUrl(sessionId) };
    },
    async sessionUrl(sessionId) {
      return pageUrl(sessionId);
    },
    async expireSession() {},
    // No money moved, so there is nothing to send back; the sale records the refund.
    async refund() {},
    async parseWebhook() {
      throw new WebhookSignatureError("The local provider sends no webhooks.");
    },
  };
}

/** A payment id for a payment taken on the local page. */
export const localPaymentId = () => `pi_local_${randomBytes(12).toString("base64url")}`;
