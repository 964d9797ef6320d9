import { chmodSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { createDatabase } from "./client";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded";
import { findFreePort } from "./embedded/free-port";
import { loadEmbeddedPostgres } from "./embedded/package";
import { superviseEmbeddedPostgres } from "./embedded/process";
import { runMigrations } from "./migrate";

const logger = createLogger("silent");
const folders: string[] = [];
const running: EmbeddedDatabase[] = [];

afterAll(async () => {
  for (const database of running) await database.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** DATA_DIR, which the postgres system user can enter when the tests run as root. */
function dataFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "kierto-embedded-"));
  chmodSync(root, 0o755);
  folders.push(root);
  return root;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

// Each test makes a cluster of its own (initdb): seconds on a quiet machine, far more on a busy one.
describe("the embedded database", { timeout: 90_000 }, () => {
  it("says clearly when another process holds the data folder", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "kierto-lock-")), "pg");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o700);
    writeFileSync(path.join(dataDir, "PG_VERSION"), "18\n");
    // A lock file naming a live process: this test runner itself.
    writeFileSync(path.join(dataDir, "postmaster.pid"), `${process.pid}\n${dataDir}\n`);
    await expect(startEmbeddedPostgres({ dataDir, logger: createLogger("silent") })).rejects.toThrow(
      /in use by another process[\s\S]*DATA_DIR/,
    );
  });

  it("has a password of its own and connects the app as a role that owns the schema but is no superuser", async () => {
    const dataDir = dataFolder();
    const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), logger, fast: true });
    running.push(database);
    const db = createDatabase(database.url, { max: 1 });
    await runMigrations(db);
    await db.$client.end();

    const urlFile = path.join(dataDir, "database-url");
    expect(statSync(urlFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "database-credentials")).mode & 0o777).toBe(0o600);
    // What an operator opens with psql is what the app uses.
    expect(readFileSync(urlFile, "utf8").trim()).toBe(database.url);
    expect(database.url).not.toContain("kierto-local");

    const [role] = await query<{ user: string; rolsuper: boolean; rolcreaterole: boolean }>(
      database.url,
      "select current_user as user, rolsuper, rolcreaterole from pg_roles where rolname = current_user",
    );
    expect(role).toEqual({ user: "kierto_app", rolsuper: false, rolcreaterole: false });
    const foreign = await query(
      database.url,
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S', 'v') and pg_get_userbyid(c.relowner) <> current_user`,
    );
    expect(foreign).toEqual([]);
    // The fixed password of earlier versions opens nothing.
    const old = new pg.Client({ connectionString: database.url.replace(/\/\/[^@]+@/, "//kierto:kierto-local@") });
    await expect(old.connect()).rejects.toThrow(/password authentication failed/);
  });

  it("is started again after kill -9, and gives up, for the server to exit non-zero, when it cannot be", async () => {
    const pgDir = path.join(dataFolder(), "pg");
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    await new EmbeddedPostgres({
      databaseDir: pgDir,
      user: "kierto",
      password: "kierto-local",
      createPostgresUser: true,
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      onLog: () => {},
    }).initialise();
    const port = await findFreePort();
    let gaveUp: (error: Error) => void = () => {};
    const givenUp = new Promise<Error>((resolve) => {
      gaveUp = resolve;
    });
    const supervised = await superviseEmbeddedPostgres({
      dataDir: pgDir,
      port,
      flags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"],
      logger: createLogger("silent"),
      onGiveUp: gaveUp,
      restartDelaysMs: [50, 50, 50],
    });
    try {
      const first = supervised.pid();
      process.kill(first as number, "SIGKILL");
      await expect
        .poll(() => supervised.state() === "running" && supervised.pid() !== first, { timeout: 15_000 })
        .toBe(true);
      const url = `postgres://kierto:kierto-local@127.0.0.1:${port}/postgres`;
      expect(await query<{ answer: number }>(url, "select 1 as answer")).toEqual([{ answer: 1 }]);

      // A data folder PostgreSQL no longer recognises: every restart attempt fails.
      renameSync(path.join(pgDir, "PG_VERSION"), path.join(pgDir, "PG_VERSION.moved"));
      process.kill(supervised.pid() as number, "SIGKILL");
      expect((await givenUp).message).toMatch(/could not be restarted/);
      expect(supervised.state()).toBe("failed");
    } finally {
      await supervised.stop();
    }
  });

  it("moves a data folder made with the fixed superuser password to its own password and the app role", async () => {
    const dataDir = dataFolder();
    const pgDir = path.join(dataDir, "pg");
    // A cluster as earlier versions made it: superuser 'kierto', password 'kierto-local', owning everything.
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    await new EmbeddedPostgres({
      databaseDir: pgDir,
      user: "kierto",
      password: "kierto-local",
      createPostgresUser: true,
      authMethod: "scram-sha-256",
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      onLog: () => {},
    }).initialise();
    const port = await findFreePort();
    const legacy = await superviseEmbeddedPostgres({
      dataDir: pgDir,
      port,
      flags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"],
      logger,
      onGiveUp: () => {},
    });
    const legacyUrl = `postgres://kierto:kierto-local@127.0.0.1:${port}/postgres`;
    const legacyDb = createDatabase(legacyUrl, { max: 1 });
    await runMigrations(legacyDb);
    await legacyDb.$client.end();
    await query(legacyUrl, "create table public.kept (note text); insert into public.kept values ('from before')");
    await legacy.stop();

    const database = await startEmbeddedPostgres({ dataDir: pgDir, logger, fast: true });
    running.push(database);
    const db = createDatabase(database.url, { max: 1 });
    await runMigrations(db);
    await db.$client.end();
    expect(await query(database.url, "select note from kept")).toEqual([{ note: "from before" }]);
    const foreign = await query(
      database.url,
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S', 'v') and pg_get_userbyid(c.relowner) <> current_user`,
    );
    expect(foreign).toEqual([]);
    // The app can change its own tables, as future migrations will.
    await query(database.url, "alter table kept add column more text");
    const [role] = await query<{ rolsuper: boolean }>(
      database.url,
      "select rolsuper from pg_roles where rolname = current_user",
    );
    expect(role?.rolsuper).toBe(false);
    const newPort = new URL(database.url).port;
    const old = new pg.Client({ connectionString: `postgres://kierto:kierto-local@127.0.0.1:${newPort}/postgres` });
    await expect(old.connect()).rejects.toThrow(/password authentication failed/);
  });
});
