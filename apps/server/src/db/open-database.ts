import path from "node:path";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { createDatabase, type Database } from "./client";
import { type PostgresState, startEmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";

export interface OpenDatabase {
  db: Database;
  /** The embedded PostgreSQL's state; undefined with DATABASE_URL (someone else runs that one). */
  embeddedState?: () => PostgresState;
  close(): Promise<void>;
}

interface Options {
  /** The embedded PostgreSQL died and could not be restarted. */
  onGiveUp?: (error: Error) => void;
  /** Called as each step ends ("database", then "migrations"), for the start's timings. */
  onPhase?: (name: string) => void;
}

/** The configured PostgreSQL, or an embedded one in DATA_DIR/pg; migrated and ready. */
export async function openDatabase(env: Env, logger: Logger, options: Options = {}): Promise<OpenDatabase> {
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, "pg"), logger, onGiveUp: options.onGiveUp });
  options.onPhase?.("database");
  const db = createDatabase(env.DATABASE_URL ?? (embedded as { url: string }).url);
  try {
    const migrated = await runMigrations(db);
    logger.info(migrated ? "migrations applied" : "migrations are up to date");
    options.onPhase?.("migrations");
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    embeddedState: embedded?.state,
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
