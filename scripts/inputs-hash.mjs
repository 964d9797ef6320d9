// The content hash behind the build caches (the web app, the server bundle): a build is skipped
// when the hash of every file it reads equals the one stamped beside its output. Contents and
// paths, not modification times, which a checkout or a copy changes.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const skipTests = (name) => name === "node_modules" || name.endsWith(".test.ts") || name.endsWith(".test.tsx");

function* filesUnder(path, ignored) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (ignored(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child, ignored);
    else if (entry.isFile()) yield child;
  }
}

/** The hash of the files and folders `inputs` (relative to `root`); tests and node_modules left out. */
export function inputsHash(root, inputs, ignored = skipTests) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(join(root, input), ignored)) {
      hash.update(relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** The hash stamped by the last successful build, or null. */
export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/** Written only once the build succeeded, so a failed or interrupted build runs again. */
export function writeStamp(file, hash) {
  writeFileSync(file, `${hash}\n`);
}
