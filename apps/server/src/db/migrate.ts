import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** One fixed advisory-lock number for "migrating this database" (any instance, any version). */
const MIGRATION_LOCK = 7_424_001;

/**
 * Applies the committed SQL migrations; safe to run at every start (already applied ones are
 * skipped) and from several instances starting at once: the first takes a PostgreSQL advisory
 * lock and migrates, the others wait for it and then find nothing left to do. A database that
 * already has the newest one (most starts) is left at one query. Resolves to whether it migrated.
 */
export async function runMigrations(db: Database): Promise<boolean> {
  // A new database has no journal table yet: that is an error here, and a reason to migrate.
  if (await migrationsCurrent(db).catch(() => false)) return false;
  // A session of its own (the direct connection, never a transaction pooler: the lock is the
  // session's). Waiting for another instance's migration, or building an index on a large table,
  // may take longer than any request's statement_timeout.
  const client = await db.$client.connect();
  try {
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    await client.query("reset statement_timeout").catch(() => {});
    client.release();
  }
  return true;
}

/** The newest migration this code ships with, by drizzle's journal timestamp. */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Whether the database has every migration this code ships with (for GET /api/ready). */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(result.rows[0]?.newest ?? 0);
  return newest >= newestShippedMigration();
}
