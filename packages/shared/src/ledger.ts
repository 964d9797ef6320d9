/**
 * The money ledger's vocabulary (docs/decisions/0035): the accounts money sits in and the kinds
 * of journal entry that move it. The server writes entries; the wallet and the finance pages read
 * these names to label what they show.
 */

/**
 * Where money sits. `provider_cash` is what the platform holds at its payment provider and bank
 * (an asset); every other account is what the platform owes someone or has earned. The seller_*
 * accounts are one per seller; the others are the platform's own.
 */
export const LEDGER_ACCOUNTS = [
  "provider_cash",
  "seller_pending",
  "seller_available",
  "seller_payout_in_transit",
  "commission_pending",
  "commission_earned",
  /** Postage the buyers paid, which the platform owes the carrier (docs/decisions/0040). */
  "postage_payable",
  /**
   * What buyer protection costs the platform itself: a case decision overturned on appeal is
   * made good from here, never taken back from the other party (docs/decisions/0085).
   */
  "protection_costs",
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The accounts that belong to one seller (a posting to them names the seller). */
export const SELLER_LEDGER_ACCOUNTS = [
  "seller_pending",
  "seller_available",
  "seller_payout_in_transit",
] as const satisfies readonly LedgerAccount[];

/** What caused a journal entry. */
export const LEDGER_ENTRY_KINDS = [
  /** The buyer paid: held for them, the seller's share pending, the commission pending. */
  "sale_paid",
  /** The sale completed: the seller's share becomes available, the commission is earned. */
  "sale_released",
  /** The buyer's payment went back to them, from wherever the sale's money then was. */
  "sale_refunded",
  /**
   * A problem case ended in a partial refund the buyer accepted: part of the payment goes back,
   * the rest is released to the seller (with the commission on what the buyer kept paying).
   */
  "sale_partly_refunded",
  /** The seller withdrew their available balance; it is on its way to their bank. */
  "payout_requested",
  /** The bank (or the provider) confirmed the payout arrived. */
  "payout_paid",
  /** The payout bounced; its money is available to the seller again. */
  "payout_failed",
  /**
   * A refunded sale's share came back from the seller's Stripe connected account after it had
   * been transferred there (the debt the refund left is paid off).
   */
  "transfer_reversed",
  /** An appeal overturned a case decision: the platform pays the appellant what the decision cost them. */
  "appeal_compensation",
  /**
   * A case's return parcel is charged to whoever the outcome names (docs/decisions/0087): taken
   * off the buyer's refund, from the seller's balance, or from the platform's protection costs.
   */
  "return_postage",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * What the hourly ledger check can find: an entry that does not balance, postings that do not
 * sum to zero, a seller's pending or in-transit money below zero.
 */
export const LEDGER_PROBLEM_CODES = [
  "unbalanced_entry",
  "ledger_not_zero",
  "negative_pending",
  "negative_in_transit",
] as const;
export type LedgerProblemCode = (typeof LEDGER_PROBLEM_CODES)[number];
