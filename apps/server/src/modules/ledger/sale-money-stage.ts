import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Where a card sale's money stands, as the ledger records it: held for the buyer, released to the
 * seller (and whether the seller has withdrawn since, so a refund would leave them owing), or
 * refunded. A sale paid in person has no entries: `none`.
 */
export type SaleMoneyStage = "none" | "held" | "released" | "withdrawn" | "refunded";

/** The money stage of each of `saleIds`, read in one statement. */
export async function saleMoneyStages(db: Database, saleIds: readonly string[]): Promise<Map<string, SaleMoneyStage>> {
  const stages = new Map<string, SaleMoneyStage>();
  if (saleIds.length === 0) return stages;
  const rows = await db.execute<{ sale_id: string; stage: SaleMoneyStage }>(sql`
    select s.id as sale_id,
      case
        when bool_or(e.kind in ('sale_refunded', 'sale_partly_refunded')) then 'refunded'
        when bool_or(e.kind = 'sale_released') and exists (
          select 1 from payouts p
          where p.seller_id = s.seller_id and p.state <> 'failed'
            and p.created_at > (select min(r.created_at) from ledger_entries r
                                where r.sale_id = s.id and r.kind = 'sale_released')
        ) then 'withdrawn'
        when bool_or(e.kind = 'sale_released') then 'released'
        when bool_or(e.kind = 'sale_paid') then 'held'
        else 'none'
      end as stage
    from transactions s
    left join ledger_entries e on e.sale_id = s.id
    where s.id in (${sql.join(
      saleIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by s.id, s.seller_id`);
  for (const row of rows.rows) stages.set(row.sale_id, row.stage);
  return stages;
}
