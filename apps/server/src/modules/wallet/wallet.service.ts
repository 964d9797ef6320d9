import type { PayoutProviderName } from "@kierto/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries, ledgerPostings, payouts, products, transactions } from "../../db/schema";
import { sellerBalances } from "../ledger";
import { findPayoutAccount, toPayoutDetailsDto } from "./payout-details.service";

/** The wallet shows this many of the newest ledger entries and payouts; older ones are in the data export. */
export const WALLET_ENTRY_LIMIT = 50;
export const WALLET_PAYOUT_LIMIT = 20;

/** The credit change of one seller account in an entry (seller balances are credits: the negated sum). */
const change = (account: string) =>
  sql<number>`coalesce(0 - sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = ${account}), 0)`;

/**
 * Everything the wallet page shows, in four reads made together: the balances, the newest entries
 * that touched the seller's accounts (each with its sale's item, joined, not looked up one by
 * one), the newest payouts, and whether payout details are given.
 */
export async function readWallet(db: Database, sellerId: string, payoutProvider: PayoutProviderName) {
  const [balances, entries, payoutRows, account] = await Promise.all([
    sellerBalances(db, sellerId),
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        createdAt: ledgerEntries.createdAt,
        saleId: ledgerEntries.saleId,
        payoutId: ledgerEntries.payoutId,
        productId: transactions.productId,
        productTitle: products.title,
        pendingCents: change("seller_pending"),
        availableCents: change("seller_available"),
        inTransitCents: change("seller_payout_in_transit"),
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .leftJoin(transactions, eq(transactions.id, ledgerEntries.saleId))
      .leftJoin(products, eq(products.id, transactions.productId))
      .where(eq(ledgerPostings.ownerId, sellerId))
      .groupBy(ledgerEntries.id, transactions.productId, products.title)
      // Entries of one transaction share its time; the postings' sequence keeps them in order.
      .orderBy(desc(ledgerEntries.createdAt), desc(sql`max(${ledgerPostings.id})`))
      .limit(WALLET_ENTRY_LIMIT),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(WALLET_PAYOUT_LIMIT),
    findPayoutAccount(db, sellerId),
  ]);

  return {
    balances,
    payoutDetails: account ? toPayoutDetailsDto(account) : null,
    payoutProvider,
    entries: entries.map((entry) => {
      const pending = Number(entry.pendingCents);
      const available = Number(entry.availableCents);
      const inTransit = Number(entry.inTransitCents);
      return {
        id: entry.id,
        kind: entry.kind,
        createdAt: entry.createdAt.toISOString(),
        sale: entry.saleId
          ? { id: entry.saleId, productId: entry.productId ?? null, productTitle: entry.productTitle ?? null }
          : null,
        payoutId: entry.payoutId,
        pendingCents: pending,
        availableCents: available,
        inTransitCents: inTransit,
        // The size of the movement, whichever of the seller's accounts it went between.
        amountCents: Math.max(Math.abs(pending), Math.abs(available), Math.abs(inTransit)),
      };
    }),
    payouts: payoutRows.map((payout) => ({
      id: payout.id,
      amountCents: payout.amountCents,
      state: payout.state,
      ibanLast4: (payout.iban ?? "").slice(-4),
      failureCode: payout.failureCode,
      createdAt: payout.createdAt.toISOString(),
      sentAt: payout.sentAt?.toISOString() ?? null,
      paidAt: payout.paidAt?.toISOString() ?? null,
      failedAt: payout.failedAt?.toISOString() ?? null,
    })),
  };
}
