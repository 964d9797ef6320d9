import path from "node:path";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { createDatabase, type Database } from "./client";
import { type PostgresState, startEmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";
import { createReadReplicas, type ReadReplicas } from "./read-replicas";

export interface OpenDatabase {
  /** Every query and transaction: DATABASE_URL, perhaps a transaction pooler. */
  db: Database;
  /**
   * The same database without a pooler between (DIRECT_DATABASE_URL): for LISTEN and whatever
   * holds a session. `db` itself when there is no pooler.
   */
  direct: Database;
  /** Read replicas (DATABASE_REPLICA_URLS), each with a pool like the primary's; undefined without. */
  replicas?: ReadReplicas;
  /** The replicas' pools, for the metrics. */
  replicaPools: Database[];
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
  const url = env.DATABASE_URL ?? (embedded as { url: string }).url;
  const pooled = env.DIRECT_DATABASE_URL !== undefined && env.DIRECT_DATABASE_URL !== url;
  const db = createDatabase(url, {
    max: env.DATABASE_POOL_MAX,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    pooled,
  });
  // Migrations hold a session-level advisory lock and may run longer than any request's timeout.
  const direct = pooled
    ? createDatabase(env.DIRECT_DATABASE_URL as string, { max: 2, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS })
    : db;
  const replicaPools = env.DATABASE_REPLICA_URLS.map((replicaUrl) =>
    createDatabase(replicaUrl, {
      max: env.DATABASE_POOL_MAX,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
  );
  const replicas = replicaPools.length > 0 ? createReadReplicas(replicaPools, logger) : undefined;
  const closeReplicas = async () => replicas?.close();
  try {
    const migrated = await runMigrations(direct);
    logger.info(migrated ? "migrations applied" : "migrations are up to date");
    options.onPhase?.("migrations");
  } catch (error) {
    await db.$client.end();
    if (direct !== db) await direct.$client.end();
    await closeReplicas();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    direct,
    replicas,
    replicaPools,
    embeddedState: embedded?.state,
    async close() {
      await db.$client.end();
      if (direct !== db) await direct.$client.end();
      await closeReplicas();
      await embedded?.stop();
    },
  };
}
