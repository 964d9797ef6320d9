import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "../../lib/logger";

interface ProcessInfo {
  parentPid: number;
  /** The command line, arguments split. */
  argv: string[];
}

/**
 * A PostgreSQL still running on our data folder after its server was killed (`kill -9` leaves
 * the postmaster behind, reparented to init) holds the folder's lock and would keep every later
 * start from working. One whose parent is still a Node process belongs to a live Kierto server
 * and is left alone; one whose parent is gone is ours to stop, cleanly, before starting again.
 */
export async function stopOrphanedPostgres(dataDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isFinite(pid) || pid <= 0 || !isAlive(pid)) return; // stale: Postgres clears it itself
  const info = processInfo(pid);
  const ours = info && isPostgresOf(info.argv, dataDir);
  if (!info || !ours || hasLiveNodeParent(info.parentPid)) {
    throw new Error(
      `The data folder ${dataDir} is in use by another process (PostgreSQL pid ${pid}). ` +
        "Stop the other Kierto server, or set DATA_DIR to another folder.",
    );
  }
  logger.warn("stopping the embedded PostgreSQL a previous server left running", { pid, dataDir });
  // SIGINT is PostgreSQL's fast shutdown: sessions end, a checkpoint is written, the lock is freed.
  signal(pid, "SIGINT");
  if (await exited(pid, 30_000)) return;
  signal(pid, "SIGQUIT");
  if (await exited(pid, 5_000)) return;
  throw new Error(`The PostgreSQL left running on ${dataDir} (pid ${pid}) did not stop; stop it and start again.`);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

function isPostgresOf(argv: string[], dataDir: string): boolean {
  if (path.basename(argv[0] ?? "") !== "postgres") return false;
  const at = argv.indexOf("-D");
  return at >= 0 && path.resolve(argv[at + 1] ?? "") === path.resolve(dataDir);
}

function hasLiveNodeParent(parentPid: number): boolean {
  if (parentPid <= 1 || !isAlive(parentPid)) return false;
  const parent = processInfo(parentPid);
  return Boolean(parent && /^node/.test(path.basename(parent.argv[0] ?? "")));
}

/** From /proc on Linux, from `ps` elsewhere; undefined when the process cannot be inspected. */
export function processInfo(pid: number): ProcessInfo | undefined {
  try {
    if (existsSync("/proc/self/stat")) {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name in parentheses may itself hold spaces or parentheses: skip past the last ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
      return { parentPid: Number.parseInt(fields[1] ?? "", 10), argv };
    }
    const out = execFileSync("ps", ["-o", "ppid=", "-o", "args=", "-p", String(pid)], { encoding: "utf8" }).trim();
    const [ppid, ...args] = out.split(/\s+/);
    return { parentPid: Number.parseInt(ppid ?? "", 10), argv: args };
  } catch {
    return undefined;
  }
}
