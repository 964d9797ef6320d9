// The JavaScript a first visit to / downloads: the entry chunk, the home page's chunk (the router
// loads it at once) and every chunk either imports statically, as Vite's manifest lists them.
// Measured compressed as served (Brotli, beside gzip for reference).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The budget for the first load of /, compressed, with the heaviest language's catalogue. The
 * target for a fast first paint on a phone is 120 KiB; the first view weighs about 128.6 KiB
 * (React, the router and the query client are about 90 of it, a catalogue about 12 and growing
 * with every screen's texts), so the budget holds the line while the catalogue is split so the
 * first view loads only its own texts.
 */
export const FIRST_LOAD_BUDGET_BYTES = 130 * 1024;
/** The manifest keys the first view of / starts from. */
const FIRST_VIEW = ["index.html", "src/app/routes/home.tsx"];
/**
 * Each language's catalogue is a chunk of its own that the page loads before its first render, so
 * a first visit downloads one of them too: the heaviest counts.
 */
const CATALOGUES = ["src/i18n/en/index.ts", "src/i18n/fi/index.ts", "src/i18n/sv/index.ts"];

export function firstLoadJs(distDir, sizes) {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8"));
  const loads = CATALOGUES.map((catalogue) => measure(manifest, sizes, [...FIRST_VIEW, catalogue]));
  return loads.reduce((heaviest, load) => (load.brotli > heaviest.brotli ? load : heaviest));
}

function measure(manifest, sizes, keys) {
  const files = new Set();
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
