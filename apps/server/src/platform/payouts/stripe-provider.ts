import type Stripe from "stripe";
import {
  type AccountEvent,
  PayoutBalanceInsufficientError,
  type PayoutProvider,
  PayoutProviderError,
  PayoutWebhookSignatureError,
} from "./payout-provider";

export interface StripeConnectOptions {
  secretKey: string;
  /** Verifies the Connect endpoint's deliveries (its own whsec_..., not the payments endpoint's). */
  connectWebhookSecret: string;
  /** Points the SDK at another API server (the tests' fake Stripe). */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/** Stripe's error codes for a connected account whose balance cannot cover a reversal. */
const INSUFFICIENT_BALANCE_CODES = new Set(["balance_insufficient", "insufficient_funds"]);

/**
 * Payouts through Stripe Connect with the official SDK (docs/decisions/0039): an Express account
 * per seller, created on demand and onboarded through Account Links; a payout is a transfer from
 * the platform's balance to that account (Stripe then pays the seller's bank on the account's own
 * schedule). Every write carries an idempotency key, so a retried job never creates, pays or takes
 * back twice. Any failure becomes a PayoutProviderError, which the job engine retries.
 */
export function createStripePayoutProvider(options: StripeConnectOptions): PayoutProvider {
  // Loaded with the first call, as the payments adapter does, so start-up does not pay for it.
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
      if (error instanceof PayoutProviderError) throw error;
      const code = (error as { code?: unknown }).code;
      const message = error instanceof Error ? error.message : String(error);
      if (typeof code === "string" && INSUFFICIENT_BALANCE_CODES.has(code)) {
        throw new PayoutBalanceInsufficientError(message, code);
      }
      throw new PayoutProviderError(message);
    }
  };

  return {
    name: "stripe",
    ensureAccount: ({ sellerId, email, country }) =>
      wrap(async (stripe) => {
        // One key per seller: two presses of the onboarding button, or a retry after a lost
        // answer, get the same account back instead of a second one.
        const account = await stripe.accounts.create(
          {
            type: "express",
            country,
            email,
            capabilities: { transfers: { requested: true } },
            metadata: { sellerId },
          },
          { idempotencyKey: `account_${sellerId}` },
        );
        return { accountId: account.id };
      }),
    onboardingLink: (accountId, { returnUrl, refreshUrl }) =>
      wrap(async (stripe) => {
        // No idempotency key: a link is single-use and expires in minutes, so each press mints a fresh one.
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return link.url;
      }),
    transfer: ({ payoutId, amountCents, destination, idempotencyKey }) =>
      wrap(async (stripe) => {
        if (!destination.accountId) throw new PayoutProviderError("The seller has no Stripe connected account.");
        // A withdrawal gathers the seller's whole available balance, usually several sales'
        // charges, so no single `source_transaction` funds it; the payout id groups the transfer
        // instead, and the platform's available balance pays it (docs/decisions/0039).
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency: "eur",
            destination: destination.accountId,
            transfer_group: payoutId,
            metadata: { payoutId, sellerId: destination.sellerId },
          },
          { idempotencyKey },
        );
        return { reference: transfer.id, checkAfterMs: 0 };
      }),
    transferOutcome: ({ reference }) =>
      wrap(async (stripe) => {
        // A transfer lands in the connected account's balance at once; only a full reversal
        // (by Stripe or from the dashboard) undoes it.
        const transfer = await stripe.transfers.retrieve(reference);
        if (transfer.reversed) return { state: "failed", code: "transfer_reversed" } as const;
        return { state: "paid" } as const;
      }),
    reverseTransfer: ({ transferReference, amountCents, idempotencyKey, metadata }) =>
      wrap(async (stripe) => {
        const reversal = await stripe.transfers.createReversal(
          transferReference,
          { amount: amountCents, metadata },
          { idempotencyKey },
        );
        return { reference: reversal.id };
      }),
    async parseAccountWebhook(rawBody, headers): Promise<AccountEvent> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new PayoutWebhookSignatureError("Missing signature.");
      const stripe = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.connectWebhookSecret);
      } catch (error) {
        throw new PayoutWebhookSignatureError(error instanceof Error ? error.message : "Bad signature.");
      }
      if (event.type !== "account.updated") return { kind: "ignored", eventId: event.id };
      const account = event.data.object;
      return {
        kind: "account_updated",
        eventId: event.id,
        occurredAt: new Date(event.created * 1000),
        accountId: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        requirementsDue: account.requirements?.currently_due ?? [],
      };
    },
  };
}
