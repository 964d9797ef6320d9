import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { type Env, loadEnv } from "../src/env";
import type { Logger } from "../src/lib/logger";

/** apps/server: where the server's entry point runs from. */
export const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));
const REPO_ROOT = path.join(SERVER_DIR, "../..");
/** What `npm start` runs (scripts/server-build). */
const SERVER_BUNDLE = path.join(SERVER_DIR, "dist/server.mjs");

/** The Node flags `npm start` gives the server: whatever package.json's start script passes before its script. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/** The auth secret of every bench server, which the benches also sign their cookies with. */
export const BENCH_SECRET = "bench-secret-".padEnd(48, "x");

/** What every benchmark prints with: one line at a time, to stdout. */
export const out = (line = "") => process.stdout.write(`${line}\n`);

/** The nearest-rank percentile (p in 0-100) of unsorted values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Seconds since a `performance.now()` reading, for progress lines. */
export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  out(line(header));
  out(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) out(line(row));
}

/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Waits for a spawned server's /api/health, failing at once if the server exits. */
export async function waitUntilHealthy(origin: string, server: ChildProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error("the server exited");
    const ok = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

/** The machine's 1, 5 and 15 minute load averages ("0.52 0.61 0.70"): figures on a shared machine need them. */
export function machineLoad(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
}

export interface ScratchDatabase {
  /** The temporary folder: PostgreSQL's data in pg/, and the bench server's DATA_DIR. */
  dir: string;
  url: string;
  /** Stops PostgreSQL and removes the folder. */
  stop(): Promise<void>;
}

/** A throw-away embedded PostgreSQL in a new temporary folder, kierto-bench-<name>- followed by six random characters (mkdtemp). */
export async function startScratchDatabase(name: string | undefined, logger: Logger): Promise<ScratchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), name ? `kierto-bench-${name}-` : "kierto-bench-"));
  // As root, the cluster runs as the postgres user, who must be able to enter the folder.
  chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), logger, fast: true });
  return {
    dir,
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The settings a bench builds its own Better Auth with, to sign in its users as the server would. */
/** The local parts a bench server runs on, named as production requires (its database is external). */
const BENCH_LOCAL_PARTS = {
  STORAGE: "local",
  MAIL: "outbox",
  PUSH: "outbox",
  PAYMENT_PROVIDER: "local",
  PAYOUT_PROVIDER: "local",
  SHIPPING_CARRIER: "local",
};

export function benchEnv(origin: string, dataDir: string, nodeEnv: "test" | "production" = "test"): Env {
  return loadEnv({
    NODE_ENV: nodeEnv,
    PUBLIC_URL: origin,
    BETTER_AUTH_SECRET: BENCH_SECRET,
    DATA_DIR: dataDir,
    // The bench's own scratch database is an embedded one.
    DATABASE: "embedded",
    ...BENCH_LOCAL_PARTS,
  } as NodeJS.ProcessEnv);
}

export interface BenchServerOptions {
  port: number;
  databaseUrl: string;
  dataDir: string;
  logLevel: "info" | "warn" | "error";
  /** Node's own flags: profiling, --expose-gc. */
  nodeArgs?: string[];
  /** Modules to --import before the bundle: a probe. A TypeScript one brings tsx's loader, which changes what is measured. */
  imports?: string[];
  /** Settings on top of production's. */
  env?: Record<string, string>;
  /** The server's stdout: dropped unless the bench reads it. */
  stdout?: "ignore" | "pipe";
}

/**
 * The server as `npm start` runs it (its bundle, scripts/server-build, on plain Node with the start
 * script's flags) in its own process with production settings, on loopback, once it answers
 * /api/health; stopped again if it never does. A TypeScript module in `imports` loads tsx first.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  // Built as `npm start` builds it, or found up to date.
  execFileSync(process.execPath, ["scripts/server-build/build.mjs"], { cwd: REPO_ROOT, stdio: "pipe" });
  const imports = (options.imports ?? []).flatMap((module) => ["--import", module]);
  const loader = options.imports?.some((module) => module.endsWith(".ts")) ? ["--import", "tsx", ...imports] : imports;
  const server = spawn(process.execPath, [...startFlags(), ...(options.nodeArgs ?? []), ...loader, SERVER_BUNDLE], {
    cwd: SERVER_DIR,
    stdio: ["ignore", options.stdout ?? "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      BETTER_AUTH_SECRET: BENCH_SECRET,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: options.logLevel,
      SEED_DEMO_DATA: "false",
      ...BENCH_LOCAL_PARTS,
      ...options.env,
    },
  });
  try {
    await waitUntilHealthy(origin, server);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return server;
}

/** Asks a spawned process to stop (SIGTERM) and waits for it to exit, `timeoutMs` at the most. */
export async function stopProcess(child: ChildProcess | undefined, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([exited, gaveUp]);
  clearTimeout(timer);
}
