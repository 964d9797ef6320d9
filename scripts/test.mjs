#!/usr/bin/env node
// `npm test`: the unit and integration suite (Vitest, real PostgreSQL), then the browser
// journeys (Playwright, system Chromium) against the built app. Without a Chromium the browser
// journeys are skipped with a clear line, unless REQUIRE_E2E=1, when that is a failure.
// `npm test -- --integration-only` runs the first part only (CI's second database run). Vitest
// runs on the Node that runs this script (not whichever `node` is first on the PATH), and the
// summary names that version, so a run on another Node says which one it really was.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromiumPath } from "./chromium-path.mjs";

const integrationOnly = process.argv.includes("--integration-only");
const requireE2e = process.env.REQUIRE_E2E === "1";
mkdirSync(".tmp", { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

// 1. Unit and integration tests.
rmSync(".tmp/vitest-report.json", { force: true });
const vitestStatus = run(process.execPath, [
  "node_modules/vitest/vitest.mjs",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=.tmp/vitest-report.json",
]);
const vitest = readJson(".tmp/vitest-report.json");
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
// Vitest can exit 0 when only an afterEach hook failed (as a logged error does); its report cannot.
if (vitestStatus !== 0 || !vitest || !vitest.success || vitest.numFailedTests > 0) failed = true;
const database = process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL" : "embedded PostgreSQL";
console.info(
  `\nunit and integration (${database}, Node ${process.version}): ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? "?"} failed`,
);

// 2. Browser journeys.
if (!integrationOnly) {
  const chromium = chromiumPath();
  if (!chromium) {
    console.info("e2e skipped: no Chromium found (set CHROMIUM_PATH)");
    if (requireE2e) {
      console.error("REQUIRE_E2E=1 but no Chromium was found: failing.");
      failed = true;
    }
  } else {
    const buildStatus = run("node", ["scripts/web-build/build.mjs"]);
    rmSync(".tmp/e2e-report.json", { force: true });
    const e2eStatus =
      buildStatus === 0
        ? run("npx", ["playwright", "test", "--reporter=list,json"], {
            CHROMIUM_PATH: chromium,
            PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/e2e-report.json",
          })
        : buildStatus;
    const e2e = readJson(".tmp/e2e-report.json");
    const passed = (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
    const unexpected = e2e?.stats.unexpected ?? 0;
    totals.passed += passed;
    totals.failed += unexpected;
    totals.skipped += e2e?.stats.skipped ?? 0;
    if (e2eStatus !== 0 || !e2e || unexpected > 0) failed = true;
    console.info(`\ne2e (Chromium): ${passed} passed, ${unexpected} failed`);
  }
}

console.info(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failed ? 1 : 0);
