import { createRoute, z } from "@hono/zod-openapi";
import { HttpError } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { PayoutWebhookSignatureError } from "../../platform/payouts";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { applyAccountEvent, findConnectAccount, startOnboarding, toConnectAccountDto } from "./connect-account.service";

const connectAccountSchema = z
  .object({
    account: z
      .object({
        chargesEnabled: z.boolean(),
        payoutsEnabled: z.boolean(),
        /** Stripe's `requirements.currently_due`: what the seller still has to give Stripe. */
        requirementsDue: z.array(z.string()),
        updatedAt: z.string(),
      })
      .nullable(),
  })
  .openapi("StripeConnectAccount", { description: "The seller's Stripe connected account; null until created" });

const postOnboarding = createRoute({
  method: "post",
  path: "/me/payouts/stripe-onboarding",
  tags: ["Wallet"],
  summary: "Stripe's onboarding for my payouts: creates my connected account if needed and answers a fresh link",
  description:
    "The link (a Stripe Account Link) is single-use and expires within minutes, so the web app follows it at " +
    "once. 409 STRIPE_PAYOUTS_OFF when payouts do not go through Stripe (PAYOUT_PROVIDER=local); 503 " +
    "PAYOUT_PROVIDER_UNAVAILABLE when Stripe cannot be reached.",
  middleware: [signedIn, rateLimit({ name: "stripe-onboarding", windowSeconds: 3600, max: 30 })] as const,
  responses: {
    200: {
      description: "Where to send the seller",
      content: { "application/json": { schema: z.object({ url: z.url() }) } },
    },
    ...errorResponses(401, 409, 429, 503),
  },
});

const getConnectAccount = createRoute({
  method: "get",
  path: "/me/payouts/stripe-account",
  tags: ["Wallet"],
  summary: "Where my Stripe connected account stands: payouts enabled, and what Stripe still needs",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The account, or null", content: { "application/json": { schema: connectAccountSchema } } },
    ...errorResponses(401),
  },
});

const connectWebhook = createRoute({
  method: "post",
  path: "/webhooks/stripe-connect",
  tags: ["Wallet"],
  summary: "Stripe's Connect webhook: account.updated keeps each seller's connected account current",
  description:
    "Verifies the `Stripe-Signature` header on the raw body with STRIPE_CONNECT_WEBHOOK_SECRET (400 and nothing " +
    "changes when it does not match). Stores charges_enabled, payouts_enabled and requirements.currently_due from " +
    "account.updated; each event id is acted on once. Other events are acknowledged (200) and change nothing.",
  responses: {
    200: { description: "Received", content: { "application/json": { schema: z.object({ received: z.boolean() }) } } },
    ...errorResponses(400),
  },
});

export function stripeConnectRoutes() {
  return createRouter()
    .openapi(postOnboarding, async (c) => {
      const user = c.var.user;
      return c.json(await startOnboarding(c.var.deps, { id: user.id, email: user.email }), 200);
    })
    .openapi(getConnectAccount, async (c) => {
      const row = await findConnectAccount(c.var.deps.db, c.var.user.id);
      return c.json({ account: toConnectAccountDto(row) }, 200);
    })
    .openapi(connectWebhook, async (c) => {
      const deps = c.var.deps;
      if (deps.payouts.name !== "stripe") throw new HttpError(400, "BAD_REQUEST", "Stripe Connect is not configured.");
      // The signature covers the exact bytes Stripe sent, so the body is read as text, never re-serialised.
      const rawBody = await c.req.text();
      let event: Awaited<ReturnType<typeof deps.payouts.parseAccountWebhook>>;
      try {
        event = await deps.payouts.parseAccountWebhook(rawBody, c.req.raw.headers);
      } catch (error) {
        if (error instanceof PayoutWebhookSignatureError) {
          throw new HttpError(400, "BAD_REQUEST", "The webhook signature does not match.");
        }
        throw error;
      }
      await applyAccountEvent(deps, event);
      return c.json({ received: true }, 200);
    });
}
