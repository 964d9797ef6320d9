import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Whether the module at `moduleUrl` is the script Node was started with (`node scripts/x.mjs`),
 * not imported by another. Compared by real path: a module's URL has its symlinks resolved,
 * the command line's path does not.
 */
export function isMain(moduleUrl) {
  const invoked = process.argv[1];
  if (!invoked) return false;
  try {
    return realpathSync(invoked) === fileURLToPath(moduleUrl);
  } catch {
    return false;
  }
}
