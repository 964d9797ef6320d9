import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { findFreePort } from "../src/db/embedded/free-port";
import { binariesDir } from "../src/db/embedded/package";
import { postgresUserIds } from "../src/db/embedded/process";
import { createLogger } from "../src/lib/logger";

export interface PrimaryWithReplica {
  /** The app's role on the primary. */
  primaryUrl: string;
  /** The same role on the streaming replica (read-only). */
  replicaUrl: string;
  /** Stops the replica at once (SIGKILL), as a machine that died would. */
  killReplica(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL primary and a hot-standby replica streaming from it, from the embedded binaries:
 * the primary's cluster is made as the server makes its own (roles, passwords), stopped, copied
 * whole (a cold base backup: the same result as pg_basebackup, which the package does not ship),
 * and the copy told to follow the primary.
 */
export async function startPrimaryWithReplica(): Promise<PrimaryWithReplica> {
  const dir = mkdtempSync(path.join(tmpdir(), "kierto-replication-"));
  chmodSync(dir, 0o755);
  const primaryDir = path.join(dir, "primary", "pg");
  const replicaDir = path.join(dir, "replica", "pg");
  const made = await startEmbeddedPostgres({ dataDir: primaryDir, logger: createLogger("silent"), fast: true });
  await made.stop();
  execFileSync("cp", ["-a", path.dirname(primaryDir), path.dirname(replicaDir)]);

  const [primaryPort, replicaPort] = [await findFreePort(), await findFreePort()];
  const superuser = new URL(made.superuserUrl);
  const conninfo = `host=127.0.0.1 port=${primaryPort} user=${decodeURIComponent(superuser.username)} password=${decodeURIComponent(superuser.password)}`;
  const ids = postgresUserIds();
  const standbySignal = path.join(replicaDir, "standby.signal");
  writeFileSync(standbySignal, "");
  if (ids.uid !== undefined && ids.gid !== undefined) chownSync(standbySignal, ids.uid, ids.gid);
  await appendFile(path.join(replicaDir, "postgresql.auto.conf"), `primary_conninfo = '${conninfo}'\n`);

  const withPort = (url: string, port: number) => {
    const parsed = new URL(url);
    parsed.port = String(port);
    return parsed.toString();
  };
  const primary = launch(primaryDir, primaryPort);
  const replica = launch(replicaDir, replicaPort);
  const primaryUrl = withPort(made.url, primaryPort);
  const replicaUrl = withPort(made.url, replicaPort);
  await waitUntil(primaryUrl, "select 1");
  await waitUntil(replicaUrl, "select 1 where pg_is_in_recovery()");

  const stop = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
  return {
    primaryUrl,
    replicaUrl,
    killReplica: () => stop(replica, "SIGKILL"),
    async close() {
      await stop(replica, "SIGKILL");
      await stop(primary, "SIGINT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function launch(dataDir: string, port: number): ChildProcess {
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"];
  return spawn(path.join(binariesDir(), "postgres"), ["-D", dataDir, "-p", String(port), ...flags], {
    ...postgresUserIds(),
    stdio: "ignore",
  });
}

/** Polls until `sql` returns a row: the server is up (and, for a replica, following). */
async function waitUntil(url: string, sql: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      if ((await client.query(sql)).rowCount) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer "${sql}" in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
