import { sql } from "drizzle-orm";
import { fromDrizzle, type PgBoss } from "pg-boss";
import type { Database } from "../../db/client";

/**
 * Every queue's jobs that failed their last retry are copied here, and nobody works this queue:
 * they wait for an admin to look and retry (the admin page's job section).
 */
export const DEAD_LETTERS = "dead-letters";

export interface QueueDepth {
  queue: string;
  /** Ready to run now. */
  ready: number;
  /** Waiting for their start time: timers, and retries after a delay. */
  deferred: number;
  active: number;
  /** Failed on their last retry and kept (their copy waits among the dead letters). */
  failed: number;
}

export interface DeadLetter {
  id: string;
  /** The queue the job failed in. */
  queue: string;
  /** How many runs it had. */
  attempts: number;
  /** The last run's error message. */
  error: string;
  failedAt: string;
}

/** Counted now, not read from pg-boss's cache, which only its monitor refreshes. */
export async function readQueueDepths(boss: PgBoss, queues: string[]): Promise<QueueDepth[]> {
  const depths: QueueDepth[] = [];
  for (const queue of [...queues, DEAD_LETTERS]) {
    const [stats] = await boss.getQueueStats(queue, { force: true });
    depths.push({
      queue,
      ready: stats?.readyCount ?? 0,
      deferred: stats?.deferredCount ?? 0,
      active: stats?.activeCount ?? 0,
      failed: stats?.failedCount ?? 0,
    });
  }
  return depths;
}

export async function readDeadLetters(boss: PgBoss, limit: number): Promise<DeadLetter[]> {
  const jobs = await boss.findJobs(DEAD_LETTERS, { queued: true });
  return jobs
    .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
    .slice(0, limit)
    .map((job) => ({
      id: job.id,
      queue: job.sourceName ?? DEAD_LETTERS,
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: messageOf(job.sourceOutput),
      failedAt: job.createdOn.toISOString(),
    }));
}

/**
 * A fresh job with the dead letter's data in the queue it failed in, and the dead letter gone,
 * in one transaction that holds a lock on the letter's id: a retry clicked twice sends one job.
 */
export async function retryDeadLetter(boss: PgBoss, db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kierto-dead-letter:${id}`}))`);
    const adapter = fromDrizzle(tx, sql);
    const [letter] = await boss.findJobs<object>(DEAD_LETTERS, { id, queued: true, db: adapter });
    if (!letter?.sourceName) return false;
    await boss.deleteJob(DEAD_LETTERS, id, { db: adapter });
    await boss.send(letter.sourceName, letter.data, { db: adapter });
    return true;
  });
}

function messageOf(output: object | null): string {
  if (output && "message" in output && typeof output.message === "string") return output.message;
  return output ? JSON.stringify(output) : "";
}
