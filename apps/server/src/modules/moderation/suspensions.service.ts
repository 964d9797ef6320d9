import { and, desc, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, reports } from "../../db/schema";

/** Every suspended account, newest suspension first, with its ground and the report that led to it. */
export async function listSuspensions(db: Database) {
  // Written out with its own alias: inside a subquery drizzle leaves column names unqualified.
  const reportId = sql<string | null>`(
    select r.id from ${reports} r
    where r.reported_id = ${profiles}.id and r.action = 'suspend_user'
    order by r.resolved_at desc limit 1)`;
  const rows = await db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      suspendedAt: profiles.suspendedAt,
      reason: profiles.suspensionReason,
      reportId,
    })
    .from(profiles)
    .where(and(isNotNull(profiles.suspendedAt), isNull(profiles.deletedAt)))
    .orderBy(desc(profiles.suspendedAt), desc(profiles.id))
    .limit(200);
  return {
    items: rows.map((row) => ({
      user: { id: row.id, displayName: row.displayName },
      reason: row.reason,
      suspendedAt: (row.suspendedAt ?? new Date(0)).toISOString(),
      reportId: row.reportId,
    })),
  };
}
