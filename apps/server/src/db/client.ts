import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => ...)`: queries that commit or roll back together. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// Postgres returns bigint counts as strings; our counts fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDatabase(url: string, options: { max?: number } = {}): Database {
  // No JIT: every statement the app sends is short, and a server that has it (the embedded one
  // does not) compiles a plan whose estimated cost passes jit_above_cost, for 0.1-1 s. The feed's
  // search crosses it with steps that rarely run (modules/products/feed-search.ts).
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, options: "-c jit=off" });
  // An idle connection the server closes (a restart, a failover, a test dropping its database
  // while the pool is still ending) is dropped by the pool and replaced on the next query; without
  // a listener its 'error' event would crash the whole process instead.
  pool.on("error", () => {});
  return drizzle({ client: pool, schema }) as Database;
}

export { schema };
