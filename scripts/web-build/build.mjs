#!/usr/bin/env node
// Builds the web app unless the last build came from exactly the same inputs, so `npm start` on an
// existing checkout goes straight to the server. A build also writes compressed copies of the
// assets and fails when the first load of / goes over its JavaScript budget. The inputs are every file the build reads: the
// web app's sources, the shared package, the lockfile and the build's configuration. Their
// contents (not their times, which a checkout or copy changes) are hashed into a stamp kept
// beside the build output; `--force` rebuilds regardless.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from "./js-budget.mjs";
import { precompressAssets } from "./precompress.mjs";

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
];
const ignored = (name) => name === "node_modules" || name.endsWith(".test.ts") || name.endsWith(".test.tsx");

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (ignored(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child);
    else if (entry.isFile()) yield child;
  }
}

function inputsHash() {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

const force = process.argv.includes("--force");
const hash = inputsHash();
const previous = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : null;
if (!force && previous === hash && existsSync(join(root, "apps/web/dist/index.html"))) {
  console.info("web app is up to date: build skipped");
  process.exit(0);
}

const build = spawnSync("npm", ["run", "build", "--workspace", "@kierto/web"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const sizes = precompressAssets(join(distDir, "assets"));
const firstLoad = firstLoadJs(distDir, sizes);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.info(
  `first load of /: ${kib(firstLoad.brotli)} of JavaScript (Brotli; ${kib(firstLoad.gzip)} gzip) in ${firstLoad.files.length} files, budget ${kib(FIRST_LOAD_BUDGET_BYTES)}`,
);
if (firstLoad.brotli > FIRST_LOAD_BUDGET_BYTES) {
  console.error("the first load of / is over its JavaScript budget: the build fails");
  process.exit(1);
}
writeFileSync(stampFile, `${hash}\n`);
