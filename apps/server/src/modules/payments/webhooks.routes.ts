import { createRoute, z } from "@hono/zod-openapi";
import { HttpError } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { WebhookSignatureError } from "../../platform/payments";
import { createRouter } from "../../router";
import { endCheckout, markPaid } from "../transactions";

const stripeWebhook = createRoute({
  method: "post",
  path: "/webhooks/stripe",
  tags: ["Payments"],
  summary: "Stripe's webhook: Checkout sessions paid, failed or expired",
  description:
    "Verifies the `Stripe-Signature` header on the raw body with STRIPE_WEBHOOK_SECRET (400 and nothing changes " +
    "when it does not match). Handles checkout.session.completed, async_payment_succeeded, async_payment_failed and " +
    "expired; the id of every event it acts on is stored, so a redelivery is acknowledged and ignored. Other events " +
    "are acknowledged (200) and change nothing.",
  responses: {
    200: { description: "Received", content: { "application/json": { schema: z.object({ received: z.boolean() }) } } },
    ...errorResponses(400),
  },
});

export function webhookRoutes() {
  return createRouter().openapi(stripeWebhook, async (c) => {
    const deps = c.var.deps;
    if (deps.payments.name !== "stripe") throw new HttpError(400, "BAD_REQUEST", "Stripe is not configured.");
    // The signature covers the exact bytes Stripe sent, so the body is read as text, never re-serialised.
    const rawBody = await c.req.text();
    let action: Awaited<ReturnType<typeof deps.payments.parseWebhook>>;
    try {
      action = await deps.payments.parseWebhook(rawBody, c.req.raw.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new HttpError(400, "BAD_REQUEST", "The webhook signature does not match.");
      }
      throw error;
    }
    const event = { provider: "stripe" as const, eventId: action.eventId };
    switch (action.action) {
      case "paid":
        await markPaid(deps, { ...event, sessionId: action.sessionId, paymentId: action.paymentId });
        break;
      case "failed":
        await endCheckout(deps, { ...event, sessionId: action.sessionId }, "failCheckout");
        break;
      case "expired":
        await endCheckout(deps, { ...event, sessionId: action.sessionId }, "expireCheckout");
        break;
      case "ignored":
        break;
    }
    return c.json({ received: true }, 200);
  });
}
