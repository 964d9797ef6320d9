import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { withDatabase } from "../../test/global-setup";
import { createDatabase } from "./client";
import { migrationsCurrent, runMigrations } from "./migrate";

describe("migrations", () => {
  it("are applied once when several instances start at the same moment on an empty database", async () => {
    const serverUrl = inject("testServerUrl");
    const name = `kierto_migrate_${process.pid}_${Date.now().toString(36)}`;
    const admin = createDatabase(serverUrl, { max: 1 });
    await admin.$client.query(`create database ${name}`);
    const instances = Array.from({ length: 4 }, () => createDatabase(withDatabase(serverUrl, name), { max: 2 }));
    const db = createDatabase(withDatabase(serverUrl, name), { max: 1 });
    instances.push(db);
    try {
      await expect(migrationsCurrent(db)).rejects.toThrow();
      await Promise.all(instances.map((instance) => runMigrations(instance)));
      const applied = await db.execute<{ count: number; distinct_hashes: number }>(
        sql`select count(*)::int as count, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.count).toBeGreaterThan(0);
      expect(applied.rows[0]?.count).toBe(applied.rows[0]?.distinct_hashes);
      expect(await migrationsCurrent(db)).toBe(true);
      // The next start finds nothing to do and says so without taking the lock.
      expect(await runMigrations(db)).toBe(false);
    } finally {
      await Promise.all(instances.map((db) => db.$client.end()));
      await admin.$client.query(`drop database if exists ${name} with (force)`);
      await admin.$client.end();
    }
  });
});
