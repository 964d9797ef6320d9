import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { consumeRate, type RateRule } from "../../lib/rate-limit";

/**
 * Failed password sign-ins per account, whatever address they come from: the per-address limit
 * alone lets a guesser who owns many addresses go on for ever. Only failures count, so people
 * who sign in often are never held up; a successful sign-in clears the count.
 */
export const SIGN_IN_FAILURES: RateRule = { name: "sign-in-failures", windowSeconds: 15 * 60, max: 10 };

const key = (email: string) => `app:${SIGN_IN_FAILURES.name}:${email.trim().toLowerCase()}`;

/** Whether the account has used up its failed attempts for the current window. */
export async function signInLocked(db: Database, email: string): Promise<boolean> {
  const windowStart = Date.now() - SIGN_IN_FAILURES.windowSeconds * 1000;
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key(email)} and last_request >= ${windowStart}`,
  );
  return (result.rows[0]?.count ?? 0) >= SIGN_IN_FAILURES.max;
}

export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  await consumeRate(db, SIGN_IN_FAILURES, email.trim().toLowerCase());
}

export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key(email)}`);
}
