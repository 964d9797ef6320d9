import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies the committed SQL migrations; safe to run at every start (already applied ones are skipped). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
