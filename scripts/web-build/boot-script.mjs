// Puts the page's boot script (page-boot.js, ADR 0024) in front of the app's entry in index.html:
// the entry Vite wrote as <script type="module"> becomes a modulepreload, downloaded at once but
// evaluated by the boot script, which is copied into the assets under a content hash.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;

/** Rewrites index.html to boot the app through page-boot.js; returns the boot script's asset name. */
export function writeBootScript(distDir) {
  const indexFile = join(distDir, "index.html");
  const html = readFileSync(indexFile, "utf8");
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1)
    throw new Error(`index.html has ${entries.length} module scripts, expected the app's entry`);
  const [script, entry] = entries[0];

  // Its comments stay in the source: a phone downloads only the code.
  const boot = readFileSync(new URL("./page-boot.js", import.meta.url), "utf8")
    .replace(/\/\*\*[\s\S]*?\*\/\n/g, "")
    .replace(/^\s*\/\/.*\n/gm, "");
  const name = `boot-${createHash("sha256").update(boot).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(join(distDir, "assets", name), boot);
  // A replacer function, so a '$' in a file name is never read as a replacement pattern.
  const booted = html.replace(
    script,
    () =>
      `<script type="module" crossorigin src="/assets/${name}"></script>\n    <link rel="modulepreload" crossorigin href="${entry}" data-app-entry>`,
  );
  writeFileSync(indexFile, booted);
  return name;
}
