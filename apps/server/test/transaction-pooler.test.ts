import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { createDatabase, type Database, schema } from "../src/db/client";
import { createProduct } from "../src/db/factories";
import { openDatabase } from "../src/db/open-database";
import { loadEnv } from "../src/env";
import { listFeed } from "../src/modules/products";
import { createPostgresRealtime } from "../src/platform/realtime";
import { pgBouncerInstalled, startPgBouncer } from "./pgbouncer";
import { createRecordingLogger } from "./recording-logger";
import { createTestApp } from "./test-app";

// DATABASE_URL through PgBouncer in transaction mode, DIRECT_DATABASE_URL straight to PostgreSQL:
// what the app sends must not depend on staying on one server connection.
describe.skipIf(!pgBouncerInstalled())("behind PgBouncer in transaction mode", async () => {
  const t = await createTestApp();
  const directUrl = t.db.$client.options.connectionString as string;
  const bouncer = await startPgBouncer(directUrl, 2);
  const pooledUrl = bouncer.urlFor(directUrl);
  const env = loadEnv({
    DATA_DIR: "/tmp/kierto-test",
    DATABASE_URL: pooledUrl,
    DIRECT_DATABASE_URL: directUrl,
    DATABASE_POOL_MAX: "8",
  } as NodeJS.ProcessEnv);
  const database = await openDatabase(env, createRecordingLogger());
  afterAll(async () => {
    await database.close();
    await bouncer.close();
  });
  for (let i = 0; i < 30; i++) await createProduct(t.db);

  it("serves the feed and signed-in requests from many connections at once", async () => {
    const app = createApp({ ...t.deps, db: database.db });
    const user = await t.signedInUser();
    const requests = Array.from({ length: 40 }, (_, i) =>
      app.request(i % 2 ? "/api/products" : "/api/products?category=Tops", {
        headers: i % 4 < 2 ? { cookie: user.cookie } : {},
      }),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it("would fail with startup options or named prepared statements, as a direct connection sends them", async () => {
    const direct = createDatabase(pooledUrl, { max: 2 });
    const refused = await direct.execute(sql`select 1`).catch((error: Error) => String(error.cause));
    expect(refused).toMatch(/unsupported startup parameter/);
    await direct.$client.end();

    // Without the startup options, but with the names a direct connection prepares statements under.
    const pool = new pg.Pool({ connectionString: pooledUrl, max: 8 });
    const named = drizzle({ client: pool, schema }) as Database;
    try {
      const results = await Promise.allSettled(Array.from({ length: 40 }, () => listFeed(named, {})));
      const failures = results
        .filter((result) => result.status === "rejected")
        .map((result) => String((result.reason as Error).cause ?? result.reason));
      expect(failures.length).toBeGreaterThan(0);
      expect(failures[0]).toMatch(/prepared statement .* (does not exist|already exists)/);
    } finally {
      await pool.end();
    }
  });

  it("migrates and listens over the direct connection, and publishes through the pooler", async () => {
    expect(database.direct).not.toBe(database.db);
    const realtime = createPostgresRealtime({
      pool: database.db.$client,
      listenVia: database.direct.$client,
      logger: createRecordingLogger(),
    });
    await realtime.start();
    try {
      const received = new Promise((resolve) => realtime.subscribe("listener", resolve, () => {}));
      await realtime.publish({ type: "chat", userIds: ["listener"], id: "chat-1" });
      expect(await received).toMatchObject({ type: "chat", id: "chat-1" });
    } finally {
      await realtime.close();
    }
  });
});
