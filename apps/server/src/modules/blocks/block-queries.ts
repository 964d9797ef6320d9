import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blockedUsers } from "../../db/schema";

/**
 * Whether either user blocked the other. A block is a one-way row (docs/product-rules.md#blocks-and-reports), but it closes the
 * conversation for both: neither can start a chat with the other or send in one.
 */
export function eitherBlocked(a: SQLWrapper | string, b: SQLWrapper | string) {
  return sql<boolean>`exists (select 1 from ${blockedUsers} where (${blockedUsers.blockerId} = ${a} and ${blockedUsers.blockedId} = ${b}) or (${blockedUsers.blockerId} = ${b} and ${blockedUsers.blockedId} = ${a}))`;
}

export async function areBlocked(db: Database, a: string, b: string): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(sql`select ${eitherBlocked(a, b)} as blocked`);
  return result.rows[0]?.blocked === true;
}

/** Whether `blockerId` blocked `blockedId` (one direction), for the chat's own-block marker. */
export function hasBlocked(blockerId: SQLWrapper | string, blockedId: SQLWrapper | string) {
  return sql<boolean>`exists (select 1 from ${blockedUsers} where ${blockedUsers.blockerId} = ${blockerId} and ${blockedUsers.blockedId} = ${blockedId})`;
}
