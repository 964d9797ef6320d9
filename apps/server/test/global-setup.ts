import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../src/db/client";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../src/db/embedded";
import { runMigrations } from "../src/db/migrate";
import { createLogger } from "../src/lib/logger";
import { createJobEngine } from "../src/platform/jobs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A server URL (any database) where test files may create databases. */
    testServerUrl: string;
    /** The migrated database every test file's own database is cloned from. */
    templateDatabase: string;
  }
}

/**
 * Once per test run: a PostgreSQL server (TEST_DATABASE_URL, or an embedded throw-away one) and
 * a migrated template database. Each test file then clones its own database from the template
 * in milliseconds (test/test-app.ts), so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger("warn");
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), "kierto-test-pg-"));
    // As root, the cluster runs as the postgres user, who must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), logger, fast: true });
    serverUrl = embedded.superuserUrl;
  }

  const templateDatabase = `kierto_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = createDatabase(serverUrl, { max: 1 });
  await admin.$client.query(`create database ${templateDatabase}`);
  const template = createDatabase(withDatabase(serverUrl, templateDatabase), { max: 1 });
  await runMigrations(template);
  // pg-boss's schema too, so a test file's job engine finds it installed and starts in one check.
  const jobs = createJobEngine({ db: template, logger });
  await jobs.start();
  await jobs.stop();
  await template.$client.end();

  project.provide("testServerUrl", serverUrl);
  project.provide("templateDatabase", templateDatabase);

  return async () => {
    await admin.$client.query(`drop database if exists ${templateDatabase} with (force)`);
    const leftovers = await admin.$client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${templateDatabase.replace("template", "file")}%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.$client.query(`drop database if exists ${datname} with (force)`);
    await admin.$client.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
