import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "../../src/db/embedded/free-port";
import { isAlive } from "../../src/db/embedded/orphan";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
export const serverBundle = path.join(repoRoot, "apps/server/dist/server.mjs");

/** Bundles the server as `npm start` does (scripts/server-build), or finds the bundle up to date. */
function buildServerBundle(): void {
  execFileSync(process.execPath, ["scripts/server-build/build.mjs"], { cwd: repoRoot, stdio: "pipe" });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every line the server wrote, stdout and stderr. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The embedded PostgreSQL's pid, from its lock file. */
  postgresPid(): number;
}

/** A data folder of its own, which the postgres system user can enter when the tests run as root. */
export function temporaryDataDir(): { dataDir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), "kierto-process-"));
  chmodSync(root, 0o755);
  return { dataDir: path.join(root, "data"), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * The real server, as `npm start` runs it (its bundle on plain Node, no DATABASE_URL: its own
 * embedded PostgreSQL in DATA_DIR), in a child process on a free port, in development mode for
 * the test-data endpoint. Resolves once it logs that it is ready.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  buildServerBundle();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(dataDir, env);
    } catch (error) {
      // The port was free when chosen, but the server binds it only after starting its database:
      // another test's server or PostgreSQL may take it meanwhile. Another port then.
      if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOnFreePort(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...inherited,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO_DATA: "false",
      LOG_LEVEL: "info",
      ...env,
    },
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        output.push(line);
        if (line.includes('"msg":"Kierto is ready"')) resolve();
      }
    };
    child.stdout?.on("data", onLine);
    child.stderr?.on("data", onLine);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the server exited before it was ready (${code ?? signal}):\n${output.join("\n")}`)),
    );
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output,
    exited,
    postgresPid: () => Number.parseInt(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8"), 10),
  };
}

/** Stops whatever a test left running: the server, then its PostgreSQL (an orphan after a SIGKILL). */
export async function killLeftovers(server: ServerProcess | undefined, dataDir: string): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    await Promise.race([server.exited, sleep(15_000)]);
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  }
  let pid: number | undefined;
  try {
    pid = Number.parseInt(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8"), 10);
  } catch {
    return;
  }
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      lastError = error;
      return undefined;
    });
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`, { cause: lastError });
    await sleep(100);
  }
}
