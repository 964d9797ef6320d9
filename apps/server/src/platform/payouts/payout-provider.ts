import type { PayoutProviderName } from "@kierto/shared";

/**
 * Where a payout goes. The local provider (and a plain SEPA transfer) needs the IBAN the seller
 * gave us; a Stripe Connect adapter pays the seller's connected account instead, created on
 * demand (`ensureAccount`), and ignores the IBAN, which the seller then gives Stripe.
 */
export interface PayoutDestination {
  sellerId: string;
  iban: string;
  /** The seller's account at the provider, when it has one (Stripe Connect). */
  accountId?: string | null;
}

export interface TransferRequest {
  payoutId: string;
  amountCents: number;
  destination: PayoutDestination;
  /** The same on every attempt at this payout (`payout_<id>`): a retried send never pays twice. */
  idempotencyKey: string;
}

export interface SentTransfer {
  /** The provider's id of the transfer. */
  reference: string;
  /** When to ask how it went (`transferOutcome`), in milliseconds from now. */
  checkAfterMs: number;
}

/** Where a sent transfer stands: still on its way, arrived, or returned with the bank's reason. */
export type TransferOutcome = { state: "in_transit" } | { state: "paid" } | { state: "failed"; code: string };

/** The provider could not be reached or refused the request: the job is retried. */
export class PayoutProviderError extends Error {
  override name = "PayoutProviderError";
}

/**
 * The provider refused to take money back because the seller's account there does not hold
 * enough (Stripe's `balance_insufficient`): the money is the seller's debt until it can.
 */
export class PayoutBalanceInsufficientError extends PayoutProviderError {
  override name = "PayoutBalanceInsufficientError";
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A webhook delivery whose signature does not match the endpoint's secret. */
export class PayoutWebhookSignatureError extends Error {
  override name = "PayoutWebhookSignatureError";
}

export interface ReversalRequest {
  /** The transfer to take money back from (the payout's provider reference). */
  transferReference: string;
  amountCents: number;
  /** The same on every attempt at one reversal: a retried call never takes the money twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** What the provider's account webhook says about a seller's account. */
export type AccountEvent =
  | {
      kind: "account_updated";
      eventId: string;
      /** When the provider made the event: deliveries can arrive out of order. */
      occurredAt: Date;
      accountId: string;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      requirementsDue: string[];
    }
  | { kind: "ignored"; eventId: string };

/**
 * Payouts behind one interface, as payments are (platform/payments). Every call happens in a job,
 * outside any database transaction, and may be retried: each is idempotent.
 */
export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /**
   * The seller's account at the provider, created the first time it is needed; null for a
   * provider that pays a bank account directly (local).
   */
  ensureAccount(seller: { sellerId: string; email: string; country: string }): Promise<{ accountId: string | null }>;
  /**
   * Where the seller completes the provider's own onboarding (Stripe's Account Links expire in
   * minutes, so one is minted when the seller presses the button); null when there is none.
   */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string | null>;
  /** Sends a payout's money; the same idempotency key never sends twice. */
  transfer(request: TransferRequest): Promise<SentTransfer>;
  /** How a sent transfer went. */
  transferOutcome(transfer: { reference: string; destination: PayoutDestination }): Promise<TransferOutcome>;
  /**
   * Takes part of a sent transfer back (a sale refunded after its money was paid out); throws
   * PayoutBalanceInsufficientError when the seller's account cannot cover it.
   */
  reverseTransfer(request: ReversalRequest): Promise<{ reference: string }>;
  /** Verifies and reads a delivery to the provider's account webhook (PayoutWebhookSignatureError if forged). */
  parseAccountWebhook(rawBody: string, headers: Headers): Promise<AccountEvent>;
}
