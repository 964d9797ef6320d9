#!/usr/bin/env node
// Builds the web app unless the last build came from exactly the same inputs, so `npm start` on an
// existing checkout goes straight to the server. A build also writes the stylesheet and the boot
// script into index.html (ADR 0024), compressed copies of the assets, renders the first views of / and a product page
// into markup for the server (ADR 0021), and fails when the first load of / goes over its JavaScript budget. The inputs are every file the build reads: the
// web app's sources, the shared package, the lockfile and the build's configuration. Their
// contents are hashed into a stamp kept beside the build output (../inputs-hash.mjs); `--force`
// rebuilds regardless. `npm start` calls buildWebApp() itself (../start.mjs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inputsHash, readStamp, writeStamp } from "../inputs-hash.mjs";
import { isMain } from "../is-main.mjs";
import { writeBootScript } from "./boot-script.mjs";
import { inlineStylesheet } from "./inline-stylesheet.mjs";
import { budgetReport, firstLoadJs } from "./js-budget.mjs";
import { precompressAssets } from "./precompress.mjs";
import { prerenderFirstViews } from "./prerender.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const distDir = join(root, "apps/web/dist");
const stampFile = join(distDir, ".inputs-hash");

const inputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/tsconfig.json",
  "apps/web/package.json",
  "packages/shared/src",
  "packages/shared/package.json",
  "package-lock.json",
  "scripts/web-build",
  "scripts/inputs-hash.mjs",
];

/** Builds the web app when its inputs changed (or `force`); throws when the build fails. */
export function buildWebApp({ force = false } = {}) {
  const hash = inputsHash(root, inputs);
  if (!force && readStamp(stampFile) === hash && existsSync(join(distDir, "index.html"))) {
    console.info("web app is up to date: build skipped");
    return;
  }

  const buildStarted = Date.now();
  // Vite's table of every chunk runs to hundreds of lines; warnings and errors still show, and the
  // summary below says what a person needs: how long it took and how much it weighs.
  const build = spawnSync("npm", ["run", "build", "--workspace", "@kierto/web", "--", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`the web app's build failed (status ${build.status ?? build.signal})`);

  const bootScript = writeBootScript(distDir);
  const stylesheetBytes = inlineStylesheet(distDir);
  console.info(`stylesheet written into index.html: ${(stylesheetBytes / 1024).toFixed(1)} KiB before compression`);
  prerenderFirstViews(root, distDir);

  const sizes = precompressAssets(join(distDir, "assets"));
  console.info(buildSummary(sizes, Date.now() - buildStarted));
  const budget = budgetReport(firstLoadJs(distDir, sizes, [`assets/${bootScript}`]));
  console.info(budget.line);
  if (budget.over) throw new Error("the first load of / is over its JavaScript budget: the build fails");
  writeStamp(stampFile, hash);
}

/** One line for the whole build: its time, and its text assets' count and weight. */
function buildSummary(sizes, elapsedMs) {
  let raw = 0;
  let brotli = 0;
  for (const size of sizes.values()) {
    raw += size.raw;
    brotli += size.brotli;
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  return `web app built in ${(elapsedMs / 1000).toFixed(1)} s: ${sizes.size} files, ${kib(raw)} (${kib(brotli)} Brotli)`;
}

if (isMain(import.meta.url)) {
  try {
    buildWebApp({ force: process.argv.includes("--force") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
