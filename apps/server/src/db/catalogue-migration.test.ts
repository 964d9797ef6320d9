import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "../../test/global-setup";
import { createDatabase, type Database } from "./client";
import { runMigrations } from "./migrate";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const CATALOGUE_MIGRATION = "0051_catalogue";

/** The committed migrations up to, not including, the named one: the database as it was before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "kierto-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const OLD_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "34", "36", "38", "40", "42", "44", "46"];
const CATEGORIES = ["Tops", "Bottoms", "Dresses", "Outerwear", "Shoes", "Accessories"];

describe("the catalogue migration", () => {
  const name = `kierto_catalogue_${process.pid}_${Date.now().toString(36)}`;
  const serverUrl = inject("testServerUrl");
  let admin: Database;
  let db: Database;
  let before: string;

  beforeAll(async () => {
    admin = createDatabase(serverUrl, { max: 1 });
    await admin.$client.query(`create database ${name}`);
    db = createDatabase(withDatabase(serverUrl, name), { max: 1 });
    before = migrationsBefore(CATALOGUE_MIGRATION);
    const client = await db.$client.connect();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: before });
    } finally {
      client.release();
    }
  });

  afterAll(async () => {
    await db?.$client.end();
    await admin?.$client.query(`drop database if exists ${name} with (force)`);
    await admin?.$client.end();
    rmSync(before, { recursive: true, force: true });
  });

  it("keeps every existing listing and its size; shoes in EU numbers move to the same shoe size", async () => {
    await db.execute(sql`
      insert into users (name, email, email_verified) values ('Seller', 'seller@example.test', true)`);
    // Every old size in every category, with the optional fields set, as listings stood before.
    await db.execute(sql`
      insert into products (user_id, title, price_cents, lowest_price_cents, category, size, brand, gender, status)
      select u.id, c || ' ' || s, 1000, 1000, c::category, s::size, 'Marimekko', 'Women', 'active'
      from users u, unnest(${sql.raw(`array[${CATEGORIES.map((c) => `'${c}'`).join(",")}]`)}) c,
           unnest(${sql.raw(`array[${OLD_SIZES.map((s) => `'${s}'`).join(",")}]`)}) s`);
    const beforeRows = await listings();
    expect(beforeRows).toHaveLength(CATEGORIES.length * OLD_SIZES.length);

    await runMigrations(db);

    const afterRows = await listings();
    expect(afterRows).toHaveLength(beforeRows.length);
    for (const row of beforeRows) {
      const after = afterRows.find((candidate) => candidate.id === row.id);
      const movedShoe = row.category === "Shoes" && /^\d+$/.test(row.size);
      expect(after).toEqual({ ...row, size: movedShoe ? `EU${row.size}` : row.size });
    }
    // The filter indexes serve the new column too.
    const indexes = await db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'products' and indexname = 'products_active_subcategory_idx'`,
    );
    expect(indexes.rows).toHaveLength(1);
  });

  async function listings() {
    const result = await db.execute<Record<string, unknown> & { id: string; category: string; size: string }>(
      sql`select * from products order by id`,
    );
    return result.rows.map((row) => {
      // The columns the migration adds start empty; the rest is compared as it was.
      const { search_vector: _vector, subcategory, chest_cm, length_cm, waist_cm, inseam_cm, ...rest } = row;
      for (const added of [subcategory, chest_cm, length_cm, waist_cm, inseam_cm]) expect(added ?? null).toBeNull();
      return rest;
    });
  }
});
