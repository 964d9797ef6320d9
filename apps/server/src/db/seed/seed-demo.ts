import { sql } from "drizzle-orm";
import type { Logger } from "../../lib/logger";
import type { Database } from "../client";
import { createUser } from "../factories";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";

/**
 * Fills an empty database with the demo marketplace. It never touches a database that already
 * has users, so running it again, or against a real deployment, changes nothing.
 */
export async function seedDemoData(db: Database, logger: Logger): Promise<boolean> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
  if ((result.rows[0]?.count ?? 0) > 0) return false;
  const started = Date.now();
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, { ...account, password: DEMO_PASSWORD, emailVerified: true });
  }
  logger.info("demo data seeded", { accounts: DEMO_ACCOUNTS.length, ms: Date.now() - started });
  return true;
}
