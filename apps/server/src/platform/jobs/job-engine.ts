import { sql } from "drizzle-orm";
import { fromDrizzle, type Job, type JobResult, PgBoss } from "pg-boss";
import type { Database, Tx } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { DEAD_LETTERS, readDeadLetters, readQueueDepths, retryDeadLetter } from "./job-admin";
import { type JobClock, systemJobClock } from "./job-clock";
import type { JobKind } from "./job-kind";

/** What a handler learns about the run besides the data. */
export interface JobRun {
  id: string;
}

export type JobHandler<T extends object> = (data: T, run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time (a timer); the engine's clock decides what "now" is. */
  startAfter?: Date;
  /** At most one queued job per key in this queue at a time (e.g. one refund per sale). */
  singletonKey?: string;
}

export interface JobEngineOptions {
  db: Database;
  logger: Logger;
  clock?: JobClock;
  /**
   * Poll the queues and run their jobs in this process, and create the scheduled jobs of
   * `register(..., { cron })`. The server does both on every instance: pg-boss hands each job
   * to one worker (SKIP LOCKED) and each cron occurrence becomes one job whichever instances
   * saw it. Tests leave both off and run due jobs with `workDue`.
   */
  background?: boolean;
  /** Seconds between two polls of a queue by a worker; 2 by default. */
  pollingIntervalSeconds?: number;
  /** Seconds between two evaluations of the cron schedules; 30 by default. */
  cronIntervalSeconds?: number;
}

export type JobEngine = ReturnType<typeof createJobEngine>;

/**
 * Jobs a worker takes at once. Small: a batch is worked one job after another, and a job taken
 * waits behind the ones before it in the batch, where another instance could have started it.
 */
const WORK_BATCH_SIZE = 5;

/** Something to run queries on: the database, or the transaction of the write that causes the job. */
type Executor = Database | Tx;

/**
 * Durable background work on the app's own PostgreSQL, through pg-boss
 * (docs/decisions/0029-durable-jobs-with-pg-boss.md). A job is enqueued on the executor it is
 * given, so one enqueued inside a transaction commits or rolls back with it.
 */
export function createJobEngine({
  db,
  logger,
  clock = systemJobClock,
  background = false,
  pollingIntervalSeconds = 2,
  cronIntervalSeconds = 30,
}: JobEngineOptions) {
  const boss = new PgBoss({
    // The app's pool: no second set of connections, and the same database the app writes to.
    db: { executeSql: (text: string, values?: unknown[]) => db.$client.query(text, values) },
    supervise: background,
    schedule: background,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: Math.min(cronIntervalSeconds, 5),
    registerInstance: false,
  });
  boss.on("error", (error) => logger.error("job engine error", { error }));
  boss.on("warning", (warning) => logger.warn("job engine warning", { warning: warning.message }));

  const kinds = new Map<string, { kind: JobKind<object>; handler: JobHandler<object>; cron?: string }>();
  let started = false;

  async function run(kind: JobKind<object>, handler: JobHandler<object>, job: Job<object>) {
    try {
      await handler(job.data, { id: job.id });
    } catch (error) {
      logger.warn("job failed", { queue: kind.name, jobId: job.id, error });
      throw error;
    }
  }

  /** One job's outcome in a worked batch: a failure is retried by its queue's policy, like any other. */
  async function settle(kind: JobKind<object>, handler: JobHandler<object>, job: Job<object>): Promise<JobResult> {
    try {
      await run(kind, handler, job);
      return { id: job.id, status: "completed" };
    } catch (error) {
      return { id: job.id, status: "failed", output: errorOutput(error) };
    }
  }

  async function ensureQueue(kind: JobKind<object>) {
    const options = {
      retryLimit: kind.retry.limit,
      retryDelay: kind.retry.delaySeconds,
      retryBackoff: kind.retry.backoff,
      ...(kind.retry.maxDelaySeconds ? { retryDelayMax: kind.retry.maxDelaySeconds } : {}),
      deadLetter: DEAD_LETTERS,
    };
    if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
    else await boss.createQueue(kind.name, options);
  }

  return {
    /** Declares a kind of job and who works it; before `start`. With `cron`, it also runs on that schedule (UTC). */
    register<T extends object>(kind: JobKind<T>, handler: JobHandler<T>, options: { cron?: string } = {}) {
      if (started) throw new Error(`Job "${kind.name}" registered after the engine started`);
      kinds.set(kind.name, {
        kind: kind as JobKind<object>,
        handler: handler as JobHandler<object>,
        cron: options.cron,
      });
    },

    /** Installs or upgrades pg-boss's schema, creates the queues, and starts the background work. */
    async start() {
      await boss.start();
      if (!(await boss.getQueue(DEAD_LETTERS))) {
        // Kept for 90 days: an admin looks at them, and nobody works them.
        await boss.createQueue(DEAD_LETTERS, { retentionSeconds: 90 * 24 * 3600 });
      }
      for (const { kind } of kinds.values()) await ensureQueue(kind);
      started = true;
      if (!background) return;
      for (const { kind, handler, cron } of kinds.values()) {
        if (cron) await boss.schedule(kind.name, cron, {});
        // A worker takes a batch and, while batches come back full, the next one at once: a
        // backlog (a burst of mail) is worked as fast as its handlers run, where one job a poll
        // would let it grow minutes long. Each job of a batch succeeds or fails on its own.
        await boss.work<object>(
          kind.name,
          { pollingIntervalSeconds, batchSize: WORK_BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true },
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              // Given up by pg-boss (a stop past its grace, or a claim that lapsed): it fails and
              // retries what is left, so start none of it, here or in a pool about to close.
              if (job.signal.aborted) break;
              results.push(await settle(kind, handler, job));
            }
            return results;
          },
        );
      }
    },

    /** Enqueues a job on `executor`: pass the transaction of the write that causes it. */
    enqueue<T extends object>(executor: Executor, kind: JobKind<T>, data: T, options: EnqueueOptions = {}) {
      return boss.send(kind.name, data, {
        db: fromDrizzle(executor, sql),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },

    /** The engine's clock's now: a deadline stored beside a timer is counted on the same clock. */
    now(): Date {
      return clock.now();
    },

    /** A timer: the job runs `delayMs` after the engine's clock's now. */
    enqueueAfter<T extends object>(executor: Executor, kind: JobKind<T>, data: T, delayMs: number) {
      return this.enqueue(executor, kind, data, { startAfter: new Date(clock.now().getTime() + delayMs) });
    },

    /**
     * Runs, in this process and one at a time, every job that is due by the engine's clock (all
     * registered queues, or one), including retries that have come due; resolves to how many ran,
     * failed ones included. Tests drive time through it; an operator could drain a queue with it.
     */
    async workDue(only?: JobKind<object>): Promise<number> {
      let ran = 0;
      const selected = only ? [kinds.get(only.name)] : [...kinds.values()];
      for (const entry of selected) {
        if (!entry) throw new Error(`Job "${only?.name}" is not registered`);
        const { kind, handler } = entry;
        for (;;) {
          await bringDueJobsForward(kind.name);
          const [job] = await boss.fetch<object>(kind.name);
          if (!job) break;
          ran += 1;
          try {
            await run(kind, handler, job);
            await boss.complete(kind.name, job.id);
          } catch (error) {
            await boss.fail(kind.name, job.id, errorOutput(error));
            await moveRetryToClock(kind.name, job.id);
          }
        }
      }
      return ran;
    },

    /** Jobs waiting, running and failed, per registered queue, and the dead letters. */
    queueDepths: () => readQueueDepths(boss, [...kinds.keys()]),
    /** Jobs that failed on their last retry, newest first. */
    deadLetters: (limit = 100) => readDeadLetters(boss, limit),
    /** Sends a dead letter back to its queue as a fresh job; false when there is no such dead letter. */
    retryDeadLetter: (id: string) => retryDeadLetter(boss, db, id),

    /**
     * Stops polling and scheduling, letting running jobs finish for up to `graceMs`; jobs still
     * running then, and the rest of their batches, are failed and retried (every job is idempotent).
     */
    async stop(graceMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: graceMs });
    },
  };

  /**
   * A job whose start time the engine's clock has passed, but PostgreSQL's has not (a test's
   * clock runs ahead), is moved to now, so the fetch that follows takes it like any due job.
   */
  async function bringDueJobsForward(queue: string) {
    const now = clock.now().getTime();
    if (!clockDiffers()) return;
    const waiting = await boss.findJobs(queue, { queued: true });
    for (const job of waiting) {
      if (job.startAfter.getTime() <= now) await boss.update(queue, undefined, { id: job.id, startAfter: new Date(0) });
    }
  }

  /** The engine's clock is not PostgreSQL's (a test's clock, moved by hand). */
  function clockDiffers() {
    return Math.abs(clock.now().getTime() - Date.now()) >= 1000;
  }

  /**
   * pg-boss delays a retry from PostgreSQL's now; under a clock that runs ahead the same delay is
   * counted from the clock's now instead, so the retry is not due at once.
   */
  async function moveRetryToClock(queue: string, id: string) {
    if (!clockDiffers()) return;
    const [job] = await boss.findJobs(queue, { id, queued: true });
    if (!job) return;
    const delay = Math.max(0, job.startAfter.getTime() - Date.now());
    await boss.update(queue, undefined, { id, startAfter: new Date(clock.now().getTime() + delay) });
  }
}

/** The error as pg-boss stores a failed job's output: its message, for the admin page. */
function errorOutput(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}
