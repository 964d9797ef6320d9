import { sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client";

export type Exclusive<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` in one transaction while holding a PostgreSQL advisory lock named `job`, or not at
 * all when another instance holds it right now: a sweep started by every instance on its own
 * timer runs on one of them at a time, never twice over the same rows. The lock ends with the
 * transaction, so a crashed instance never leaves it taken. The work should still be a guarded,
 * idempotent update (e.g. `where state = 'reserved' and checkout_expires_at < now()`), or pick
 * its rows `for update skip locked`, so a run that follows finds nothing left to do.
 */
export async function runExclusively<T>(
  db: Database,
  job: string,
  work: (tx: Tx) => Promise<T>,
): Promise<Exclusive<T>> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`kierto-job:${job}`})) as locked`,
    );
    if (!lock.rows[0]?.locked) return { ran: false } as const;
    return { ran: true, result: await work(tx) } as const;
  });
}
