import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerEntries, ledgerPostings } from "../../db/schema";

/** Where a card sale's money ended up, as the ledger records it, for the sale's own page. */
export interface SaleMoneyOutcome {
  /** What went back to the buyer's card: all of it after a refund, less a return parcel that was theirs. */
  refundedCents: number;
  /** Kierto's fee as it stands: none after a full refund, less after a partial one. */
  commissionCents: number;
  /** The seller's share as it stands, pending or released; below zero when a return parcel was theirs. */
  sellerReceivesCents: number;
}

/**
 * The sale's money from its own ledger entries, in one indexed read; null for a sale with none
 * (paid in person, or not paid yet). An appeal's compensation is Kierto's own money, not the
 * sale's, and is left out.
 */
export async function saleMoneyOutcome(
  db: Pick<Database, "select">,
  sale: { id: string; sellerId: string },
): Promise<SaleMoneyOutcome | null> {
  const sum = (where: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${where}), 0)::int`;
  const [row] = await db
    .select({
      paid: sum(sql`${ledgerEntries.kind} = 'sale_paid' and ${ledgerPostings.account} = 'provider_cash'`),
      cash: sum(sql`${ledgerPostings.account} = 'provider_cash'`),
      commission: sum(sql`${ledgerPostings.account} in ('commission_pending', 'commission_earned')`),
      seller: sum(
        sql`${ledgerPostings.account} in ('seller_pending', 'seller_available') and ${ledgerPostings.ownerId} = ${sale.sellerId}`,
      ),
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerEntries.saleId, sale.id), ne(ledgerEntries.kind, "appeal_compensation")));
  if (!row || row.paid === 0) return null;
  // Credits are negative: what is owed to the seller or earned by Kierto is the sum, negated.
  return {
    refundedCents: row.paid - row.cash,
    commissionCents: 0 - row.commission,
    sellerReceivesCents: 0 - row.seller,
  };
}
