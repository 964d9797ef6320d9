// The JavaScript a first visit to / downloads: the entry chunk, the home page's chunk (the router
// loads it at once) and every chunk either imports statically, as Vite's manifest lists them.
// Measured compressed as served (Brotli, beside gzip for reference).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The budget for the first load of /, compressed, with the heaviest language's catalogue: what a
 * phone downloads before it can draw the first view, kept at the target for a fast first paint.
 * React, the router and the query client are most of it; the catalogue counts only the first
 * view's texts (ADR 0021), the rest loads with the pages that read them. 122 KiB since the feed's
 * filters took sub-categories and size systems (docs/decisions/0083), the brand suggestions loading apart.
 */
export const FIRST_LOAD_BUDGET_BYTES = 122 * 1024;
/** The manifest keys the first view of / starts from. */
const FIRST_VIEW = ["index.html", "src/app/routes/home.tsx"];
/**
 * Each language's first-view texts are a chunk of their own that the page loads before its first
 * render, so a first visit downloads one of them too: the heaviest counts.
 */
const CATALOGUES = ["src/i18n/en/first-view.ts", "src/i18n/fi/first-view.ts", "src/i18n/sv/first-view.ts"];

/** `extraFiles`: what the build put into the page beside Vite's chunks (the boot script, ADR 0024). */
export function firstLoadJs(distDir, sizes, extraFiles = []) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8"));
  const loads = CATALOGUES.map((catalogue) => measure(manifest, sizes, [...FIRST_VIEW, catalogue], extraFiles));
  return loads.reduce((heaviest, load) => (load.brotli > heaviest.brotli ? load : heaviest));
}

function measure(manifest, sizes, keys, extraFiles) {
  const files = new Set(extraFiles);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);

  let brotli = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizes.get(file.replace(/^assets\//, ""));
    if (!size) throw new Error(`no compressed size for ${file}`);
    brotli += size.brotli;
    gzip += size.gzip;
  }
  return { files: [...files], brotli, gzip };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The line the build prints, and whether the first load is over its budget (the build then fails). */
export function budgetReport(firstLoad, budget = FIRST_LOAD_BUDGET_BYTES) {
  return {
    over: firstLoad.brotli > budget,
    line: `first load of /: ${kib(firstLoad.brotli)} of JavaScript (Brotli; ${kib(firstLoad.gzip)} gzip) in ${firstLoad.files.length} files, budget ${kib(budget)}`,
  };
}
