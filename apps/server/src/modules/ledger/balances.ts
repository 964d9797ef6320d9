import type { LedgerAccount } from "@kierto/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { ledgerEntries, ledgerPostings } from "../../db/schema";

type Reader = Database | Tx;

/** The accounts whose balance is their debit: the platform's cash (an asset) and its protection costs (an expense). */
const DEBIT_ACCOUNTS: readonly LedgerAccount[] = ["provider_cash", "protection_costs"];

/**
 * An asset's or an expense's balance is the sum of its postings (debit positive); every other
 * account is money owed or earned, whose balance is the credit: the sum, negated.
 */
export function balanceFromSum(account: LedgerAccount, sum: number): number {
  // `0 - sum`, not `-sum`: an empty account is 0, not -0.
  return DEBIT_ACCOUNTS.includes(account) ? sum : 0 - sum;
}

/** What the platform owes one seller, in cents; `availableCents` below zero is a debt. */
export interface SellerBalances {
  pendingCents: number;
  availableCents: number;
  inTransitCents: number;
  /** Everything ever paid out to the seller's bank. */
  paidOutCents: number;
}

/**
 * One seller's balances, derived from their postings (one indexed read). Called inside a
 * transaction that locked the seller first, it is the figure a withdrawal may take.
 */
export async function sellerBalances(db: Reader, sellerId: string): Promise<SellerBalances> {
  const [row] = await db
    .select({
      pending: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'seller_pending'), 0)`,
      available: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'seller_available'), 0)`,
      inTransit: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'seller_payout_in_transit'), 0)`,
      paidOut: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'seller_payout_in_transit' and ${ledgerEntries.kind} = 'payout_paid'), 0)`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerPostings.ownerId, sellerId)));
  return {
    pendingCents: 0 - Number(row?.pending ?? 0),
    availableCents: 0 - Number(row?.available ?? 0),
    inTransitCents: 0 - Number(row?.inTransit ?? 0),
    paidOutCents: Number(row?.paidOut ?? 0),
  };
}

/** Every account's balance across the platform (the seller accounts summed over all sellers). */
export async function accountTotals(db: Reader): Promise<Record<LedgerAccount, number>> {
  const rows = await db
    .select({ account: ledgerPostings.account, sum: sql<number>`sum(${ledgerPostings.amountCents})` })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.account);
  const totals = {
    provider_cash: 0,
    seller_pending: 0,
    seller_available: 0,
    seller_payout_in_transit: 0,
    commission_pending: 0,
    commission_earned: 0,
    postage_payable: 0,
    protection_costs: 0,
  } satisfies Record<LedgerAccount, number>;
  for (const row of rows) totals[row.account] = balanceFromSum(row.account, Number(row.sum));
  return totals;
}
