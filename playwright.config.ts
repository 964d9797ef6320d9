import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end journeys in the system Chromium against the real built app, on a fresh data
 * folder without demo data: each journey makes its own people and listings (e2e/support/fixtures.ts).
 * Each test's browser context claims its own client address through X-Forwarded-For (the server
 * trusts it here, as behind a proxy), so the per-address limits hold for every test on its own,
 * just as they do for real visitors.
 *
 * No retries, in CI too: a journey that needs a second try is waiting on the wrong thing, and
 * that is the fault to fix. Each journey has 60 s: on a two-core machine running two journeys
 * side by side, the app, its database and up to three browsers share the processor, and a
 * journey of several people that takes 15 s on a quiet machine takes 30-40 s there.
 */
export default defineConfig({
  testDir: "apps/web/e2e",
  outputDir: ".tmp/e2e-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: ".tmp/e2e-report.json" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    // SIGTERM rather than Playwright's default SIGKILL: the server stops its embedded PostgreSQL,
    // which runs in a process group of its own and would otherwise outlive the run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
