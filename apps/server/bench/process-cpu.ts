import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time that processes used, read from /proc (Linux). On a machine shared with other work,
 * requests per second move with everyone's load, but the CPU a request costs barely does:
 * the benchmarks print both.
 */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

interface Stat {
  ppid: number;
  /** utime + stime, in ticks. */
  own: number;
  /** cutime + cstime: children that exited and were waited for, in ticks. */
  reaped: number;
}

function stat(pid: number): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const at = (field: number) => Number(fields[field - 3]);
  return { ppid: at(4), own: at(14) + at(15), reaped: at(16) + at(17) };
}

export function parentPid(pid: number): number {
  return stat(pid)?.ppid ?? 0;
}

/** Milliseconds of CPU one process has used so far (all its threads). */
export function processCpuMs(pid: number): number {
  return ((stat(pid)?.own ?? 0) * 1000) / TICKS_PER_SECOND;
}

/**
 * Milliseconds of CPU a process and its children have used so far, the ones that exited
 * included: PostgreSQL's postmaster with every backend, however often the pools reconnect.
 */
export function processTreeCpuMs(pid: number): number {
  const parent = stat(pid);
  if (!parent) return 0;
  let ticks = parent.own + parent.reaped;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === pid) ticks += child.own;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
