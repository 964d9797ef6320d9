import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => ...)`: queries that commit or roll back together. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// Postgres returns bigint counts as strings; our counts fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  /** Connections the pool may open (DATABASE_POOL_MAX). */
  max?: number;
  /** How long to wait for a new connection before the query fails (DATABASE_CONNECT_TIMEOUT_MS); 0 waits forever. */
  connectTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer (DATABASE_STATEMENT_TIMEOUT_MS); 0 never does. */
  statementTimeoutMs?: number;
  /**
   * The URL is a pooler in transaction mode (PgBouncer): a transaction may run on any server
   * connection, so nothing that lives in a session is sent. No startup options (PgBouncer refuses
   * them; the role carries jit and statement_timeout instead) and no named prepared statements.
   */
  pooled?: boolean;
}

/** Pools behind a transaction pooler, whose statements must stay unnamed. */
const pooledPools = new WeakSet<pg.Pool>();

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  // No JIT: every statement the app sends is short, and a server that has it (the embedded one
  // does not) compiles a plan whose estimated cost passes jit_above_cost, for 0.1-1 s. The feed's
  // search crosses it with steps that rarely run (modules/products/feed-search.ts).
  const settings = ["-c jit=off"];
  if (options.statementTimeoutMs !== undefined) settings.push(`-c statement_timeout=${options.statementTimeoutMs}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    ...(options.pooled ? {} : { options: settings.join(" ") }),
  });
  if (options.pooled) pooledPools.add(pool);
  // An idle connection the server closes (a restart, a failover, a test dropping its database
  // while the pool is still ending) is dropped by the pool and replaced on the next query; without
  // a listener its 'error' event would crash the whole process instead.
  pool.on("error", () => {});
  return drizzle({ client: pool, schema }) as Database;
}

/**
 * The name to prepare a statement under: `name` where the connection keeps it, or "" (node-postgres'
 * unnamed statement, parsed on every run) behind a transaction pooler, where the next run may land
 * on a server connection that never saw it.
 */
export function preparedName(db: Database, name: string): string {
  return pooledPools.has(db.$client) ? "" : name;
}

export { schema };
