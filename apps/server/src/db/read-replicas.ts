import type { Logger } from "../lib/logger";
import type { Database } from "./client";

/** How often each replica is asked whether it answers, and how long the answer may take. */
export const REPLICA_PROBE_INTERVAL_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;

export interface ReadReplicas {
  /** The next replica that answers, in turn, or undefined when none does (read the primary). */
  pick(): Database | undefined;
  /** A read on `replica` failed for the replica's own reasons: leave it out until it answers. */
  reportFailure(replica: Database, error: unknown): void;
  /** How many replicas answer now. */
  healthy(): number;
  close(): Promise<void>;
}

/**
 * Streaming read replicas, each probed every second: one that stops answering (stopped, lost,
 * restarting) is left out at once, its reads go to the others or the primary, and it comes back
 * when it answers again. A replica's pool reporting an error takes it out before the next probe.
 */
export function createReadReplicas(replicas: Database[], logger: Logger): ReadReplicas {
  const up = replicas.map(() => true);
  let next = 0;
  let closed = false;

  const markDown = (index: number, error: unknown) => {
    if (!up[index]) return;
    up[index] = false;
    logger.warn("a read replica stopped answering; its reads go elsewhere", { replica: index + 1, error });
  };
  const markUp = (index: number) => {
    if (up[index]) return;
    up[index] = true;
    logger.info("a read replica answers again", { replica: index + 1 });
  };

  for (const [index, replica] of replicas.entries()) replica.$client.on("error", (error) => markDown(index, error));

  async function probe(index: number, replica: Database) {
    try {
      await withTimeout(replica.$client.query("select 1"), PROBE_TIMEOUT_MS);
      markUp(index);
    } catch (error) {
      markDown(index, error);
    }
  }

  const timer = setInterval(() => {
    if (!closed) for (const [index, replica] of replicas.entries()) void probe(index, replica);
  }, REPLICA_PROBE_INTERVAL_MS);
  timer.unref();

  return {
    pick() {
      for (let tried = 0; tried < replicas.length; tried++) {
        next = (next + 1) % replicas.length;
        if (up[next]) return replicas[next];
      }
      return undefined;
    },
    reportFailure(replica, error) {
      const index = replicas.indexOf(replica);
      if (index >= 0) markDown(index, error);
    },
    healthy: () => up.filter(Boolean).length,
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all(replicas.map((replica) => replica.$client.end()));
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
