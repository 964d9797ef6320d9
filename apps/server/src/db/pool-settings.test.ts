import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { loadEnv } from "../env";
import { createDatabase } from "./client";

const t = await createTestApp();
const url = t.db.$client.options.connectionString as string;
const db = createDatabase(url, { max: 3, connectTimeoutMs: 2000, statementTimeoutMs: 100 });
afterAll(() => db.$client.end());

describe("the database pool's settings", () => {
  it("come from the environment, with a pool of 10, a 5 s connection timeout and a 30 s statement timeout", () => {
    expect(loadEnv({ DATA_DIR: "/tmp/kierto-test" } as NodeJS.ProcessEnv)).toMatchObject({
      DATABASE_POOL_MAX: 10,
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
    });
    const env = loadEnv({
      DATA_DIR: "/tmp/kierto-test",
      DATABASE_URL: "postgres://k@pgbouncer.internal:6432/kierto",
      DIRECT_DATABASE_URL: "postgres://k@db.internal:5432/kierto",
      DATABASE_POOL_MAX: "40",
      DATABASE_CONNECT_TIMEOUT_MS: "1500",
      DATABASE_STATEMENT_TIMEOUT_MS: "0",
    } as NodeJS.ProcessEnv);
    expect(env).toMatchObject({ DATABASE_POOL_MAX: 40, DATABASE_CONNECT_TIMEOUT_MS: 1500 });
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => loadEnv({ DATA_DIR: "/tmp/kierto-test", DATABASE_POOL_MAX: "0" } as NodeJS.ProcessEnv)).toThrow(
      /DATABASE_POOL_MAX/,
    );
    expect(() =>
      loadEnv({ DATA_DIR: "/tmp/kierto-test", DIRECT_DATABASE_URL: "postgres://k@db/k" } as NodeJS.ProcessEnv),
    ).toThrow(/DIRECT_DATABASE_URL: needs DATABASE_URL/);
  });

  it("has PostgreSQL cancel a statement that runs past the statement timeout", async () => {
    const { rows } = await db.$client.query<{ statement_timeout: string }>("show statement_timeout");
    expect(rows[0]?.statement_timeout).toBe("100ms");
    const cancelled = await db.execute(sql`select pg_sleep(0.5)`).catch((error: Error) => error.cause);
    expect(cancelled).toMatchObject({ code: "57014" });
    expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it("gives up on a connection that takes longer than the connection timeout", async () => {
    // A listening socket that never answers PostgreSQL's handshake.
    const silent = createServer(() => {}).listen(0, "127.0.0.1");
    await new Promise((resolve) => silent.once("listening", resolve));
    const { port } = silent.address() as { port: number };
    const stuck = createDatabase(`postgres://k@127.0.0.1:${port}/k`, { connectTimeoutMs: 200 });
    const started = Date.now();
    await expect(stuck.$client.query("select 1")).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2000);
    await stuck.$client.end();
    silent.close();
  });
});
