import path from "node:path";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { createDatabase, type Database } from "./client";
import { startEmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";

export interface OpenDatabase {
  db: Database;
  close(): Promise<void>;
}

/** The configured PostgreSQL, or an embedded one in DATA_DIR/pg; migrated and ready. */
export async function openDatabase(env: Env, logger: Logger): Promise<OpenDatabase> {
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "pg"), logger });
  const db = createDatabase(env.DATABASE_URL ?? (embedded as { url: string }).url);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
