import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountTotals } from "./balances";
import { type LedgerCheck, lastLedgerCheck } from "./ledger-check";

/** The figures of the admins' finance page, in cents. */
export interface FinanceSummary {
  /** Buyers' payments for sales not completed yet: the sellers' shares and the commission, pending. */
  heldForBuyersCents: number;
  sellerPendingCents: number;
  /** What sellers may withdraw now (sellers in debt count as zero here). */
  sellerAvailableCents: number;
  /** What sellers owe after refunds of money already paid out, and how many sellers. */
  sellerDebtCents: number;
  sellersInDebt: number;
  /** Payouts on their way to a bank: how many and how much. */
  payoutsInFlight: number;
  payoutsInFlightCents: number;
  /** Payouts that bounced, ever: how many and how much (their money went back to the sellers). */
  payoutsFailed: number;
  payoutsFailedCents: number;
  /** What the platform holds at its provider and bank, by the ledger. */
  providerCashCents: number;
  commissionPendingCents: number;
  commissionEarnedCents: number;
  /** Postage buyers paid that the platform owes the carriers (docs/decisions/0040). */
  postagePayableCents: number;
  /** What buyer protection cost the platform itself: appeals it made good (0085) and return parcels it paid (0087). */
  protectionCostsCents: number;
  /** Commission earned per calendar month in Finnish time, newest first, the last twelve. */
  commissionByMonth: { month: string; cents: number }[];
  lastCheck: LedgerCheck | null;
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

export async function financeSummary(db: Database): Promise<FinanceSummary> {
  const [totals, [available], [payouts], byMonth, lastCheck] = await Promise.all([
    accountTotals(db),
    rows<{ positive: number; debt: number; in_debt: number }>(
      db,
      sql`select coalesce(sum(balance) filter (where balance > 0), 0)::bigint as positive,
                 coalesce(-sum(balance) filter (where balance < 0), 0)::bigint as debt,
                 count(*) filter (where balance < 0)::int as in_debt
          from (select -sum(amount_cents) as balance from ledger_postings
                where account = 'seller_available' group by owner_id) per_seller`,
    ),
    rows<{ in_flight: number; in_flight_cents: number; failed: number; failed_cents: number }>(
      db,
      sql`select count(*) filter (where not settled)::int as in_flight,
                 coalesce(sum(cents) filter (where not settled), 0)::bigint as in_flight_cents,
                 count(*) filter (where failed)::int as failed,
                 coalesce(sum(cents) filter (where failed), 0)::bigint as failed_cents
          from (select e.payout_id,
                       bool_or(e.kind in ('payout_paid', 'payout_failed')) as settled,
                       bool_or(e.kind = 'payout_failed') as failed,
                       max(p.amount_cents) filter (where e.kind = 'payout_requested') as cents
                from ledger_entries e join ledger_postings p on p.entry_id = e.id
                where e.payout_id is not null group by e.payout_id) per_payout`,
    ),
    rows<{ month: string; cents: number }>(
      db,
      sql`select to_char(date_trunc('month', created_at at time zone 'Europe/Helsinki'), 'YYYY-MM') as month,
                 -sum(amount_cents)::bigint as cents
          from ledger_postings where account = 'commission_earned'
          group by 1 order by 1 desc limit 12`,
    ),
    lastLedgerCheck(db),
  ]);
  return {
    heldForBuyersCents: totals.seller_pending + totals.commission_pending,
    sellerPendingCents: totals.seller_pending,
    sellerAvailableCents: Number(available?.positive ?? 0),
    sellerDebtCents: Number(available?.debt ?? 0),
    sellersInDebt: available?.in_debt ?? 0,
    payoutsInFlight: payouts?.in_flight ?? 0,
    payoutsInFlightCents: Number(payouts?.in_flight_cents ?? 0),
    payoutsFailed: payouts?.failed ?? 0,
    payoutsFailedCents: Number(payouts?.failed_cents ?? 0),
    providerCashCents: totals.provider_cash,
    commissionPendingCents: totals.commission_pending,
    commissionEarnedCents: totals.commission_earned,
    postagePayableCents: totals.postage_payable,
    protectionCostsCents: totals.protection_costs,
    commissionByMonth: byMonth.map((row) => ({ month: row.month, cents: Number(row.cents) })),
    lastCheck: lastCheck ?? null,
  };
}
