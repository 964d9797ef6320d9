import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

// Starts the built app for the browser tests on a fresh data folder (embedded PostgreSQL, no demo
// data: each journey makes its own through the test-data endpoint, ADR 0008), and stops it
// cleanly, database included, when Playwright is done.
const dataDir = path.resolve(".tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
chmodSync(dataDir, 0o755);

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "false",
    TRUST_PROXY: "true",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The real push sender: it posts only to the endpoints subscriptions name, and the only
    // subscriptions here are the push journey's, on the local push service that journey starts.
    PUSH: "webpush",
  },
});
const stop = (signal) => server.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
server.on("exit", (code) => process.exit(code ?? 0));
