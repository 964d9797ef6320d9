import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Whether Debian's `pgbouncer` is installed (CI installs it; see docs/deploying.md). */
export function pgBouncerInstalled(): boolean {
  try {
    execFileSync("pgbouncer", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export interface PgBouncer {
  /** `url` with PgBouncer's address in place of the server's: same user and database. */
  urlFor(url: string): string;
  close(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the server `serverUrl` points at, with only
 * `serverConnections` server connections per database, so consecutive transactions of one client
 * land on different server connections as they would in production.
 */
export async function startPgBouncer(serverUrl: string, serverConnections = 2): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "kierto-pgbouncer-"));
  // PgBouncer refuses to run as root; as root it runs as postgres, who must read its files.
  chmodSync(dir, 0o755);
  const backend = [`host=${server.hostname}`, `port=${server.port || 5432}`, `user=${user}`];
  if (server.password) backend.push(`password=${decodeURIComponent(server.password)}`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = ${backend.join(" ")}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "unix_socket_dir =",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child: ChildProcess = spawn("pgbouncer", [...asRoot, path.join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += String(chunk);
  });
  await waitFor(
    () => log.includes("process up"),
    () => `PgBouncer did not start:\n${log}`,
  );
  return {
    urlFor(url) {
      const pooled = new URL(url);
      pooled.hostname = "127.0.0.1";
      pooled.port = String(port);
      pooled.password = "";
      return pooled.toString();
    },
    async close() {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitFor(done: () => boolean, failure: () => string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}
