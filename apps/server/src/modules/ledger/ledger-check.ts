import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type LedgerProblem, ledgerChecks, ledgerEntries, profiles } from "../../db/schema";
import { createNotification, notificationTemplates } from "../notifications";

export type LedgerCheck = typeof ledgerChecks.$inferSelect;

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/**
 * What the database's own triggers should make impossible, checked again from the postings: a
 * trigger can be disabled by a superuser, a restore can skip it, a migration can be wrong. Every
 * entry balances over at least two postings, all postings sum to zero, and no seller's pending or
 * in-transit money is below zero (available may be: that is a recorded debt).
 */
async function findProblems(db: Database): Promise<LedgerProblem[]> {
  const [unbalanced] = await rows<{ count: number; cents: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(abs(total)), 0)::bigint as cents from (
          select e.id, coalesce(sum(p.amount_cents), 0) as total, count(p.id) as postings
          from ledger_entries e left join ledger_postings p on p.entry_id = e.id
          group by e.id
        ) per_entry where total <> 0 or postings < 2`,
  );
  const [all] = await rows<{ cents: number }>(
    db,
    sql`select coalesce(sum(amount_cents), 0)::bigint as cents from ledger_postings`,
  );
  const negatives = await rows<{ account: string; count: number; cents: number }>(
    db,
    sql`select account::text, count(*)::int as count, coalesce(sum(balance), 0)::bigint as cents from (
          select account, owner_id, -sum(amount_cents) as balance from ledger_postings
          where account in ('seller_pending', 'seller_payout_in_transit')
          group by account, owner_id
        ) per_seller where balance < 0 group by account`,
  );
  const problems: LedgerProblem[] = [];
  if (unbalanced && unbalanced.count > 0) {
    problems.push({ code: "unbalanced_entry", count: unbalanced.count, cents: Number(unbalanced.cents) });
  }
  if (Number(all?.cents ?? 0) !== 0) problems.push({ code: "ledger_not_zero", count: 1, cents: Number(all?.cents) });
  for (const negative of negatives) {
    problems.push({
      code: negative.account === "seller_pending" ? "negative_pending" : "negative_in_transit",
      count: negative.count,
      cents: Number(negative.cents),
    });
  }
  return problems;
}

/**
 * Runs the check, records the run, and when it found anything tells every admin (a notification
 * that opens the finance page) and logs an error line for the operators' alerting.
 */
export async function runLedgerCheck(
  db: Database,
  logger: { error(message: string, fields?: Record<string, unknown>): void },
): Promise<LedgerCheck> {
  const problems = await findProblems(db);
  const [counted] = await db.select({ entries: sql<number>`count(*)::int` }).from(ledgerEntries);
  return db.transaction(async (tx) => {
    const [check] = await tx
      .insert(ledgerChecks)
      .values({ ok: problems.length === 0, entriesChecked: counted?.entries ?? 0, problems })
      .returning();
    if (!check) throw new Error("ledger check insert returned nothing");
    if (problems.length > 0) {
      logger.error("ledger check found problems", { problems });
      const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
      for (const admin of admins) {
        await createNotification(tx, admin.id, notificationTemplates.ledgerCheckFailed({ problems: problems.length }));
      }
    }
    return check;
  });
}

/** The most recent run, or undefined before the first. */
export async function lastLedgerCheck(db: Database): Promise<LedgerCheck | undefined> {
  const [check] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.ranAt)).limit(1);
  return check;
}
