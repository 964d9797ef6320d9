import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestApp, expectLogged } from "../../../test/test-app";
import { createDatabase } from "../../db/client";
import { createJobEngine, defineJob, type JobEngine } from ".";

// The engine as the server runs it: in the background, polling its queues. A poll a long time
// apart (30 s) makes the difference plain: what is worked before the next poll was worked in the
// burst that a full batch starts.
const t = await createTestApp();
const url = t.db.$client.options.connectionString as string;
const pool = createDatabase(url, { max: 4 });

const backlogJob = defineJob<{ n: number }>("test-backlog");
const mixedJob = defineJob<{ n: number }>("test-mixed-batch", { limit: 1, delaySeconds: 3600, backoff: false });
const lastTryJob = defineJob<{ n: number }>("test-last-try", { limit: 0, delaySeconds: 1, backoff: false });
const stoppedJob = defineJob<{ n: number }>("test-stopped-batch", { limit: 1, delaySeconds: 0, backoff: false });
const worked: number[] = [];
const mixed: number[] = [];

/** A producer (another instance, or a request) that queues work without working it. */
const producer = createJobEngine({ db: t.db, logger: t.deps.logger });
producer.register(backlogJob, async () => {});
producer.register(mixedJob, async () => {});
producer.register(lastTryJob, async () => {});
producer.register(stoppedJob, async () => {});
await producer.start();

let worker: JobEngine | undefined;
afterAll(async () => {
  await worker?.stop();
  await producer.stop();
  await pool.$client.end();
});

async function startWorker() {
  worker = createJobEngine({ db: pool, logger: t.deps.logger, background: true, pollingIntervalSeconds: 30 });
  worker.register(backlogJob, async ({ n }) => {
    worked.push(n);
  });
  worker.register(mixedJob, async ({ n }) => {
    mixed.push(n);
    if (n === 1) throw new Error("refused the middle job");
  });
  worker.register(lastTryJob, async () => {
    throw new Error("refused for good");
  });
  await worker.start();
}

describe("a background worker", () => {
  it("works a backlog in one go, not one job a poll; a failed job of a batch fails alone and its last failure is a dead letter", async () => {
    expectLogged(/job failed.*test-mixed-batch/);
    expectLogged(/job failed.*test-last-try/);
    for (let n = 0; n < 23; n++) await producer.enqueue(t.db, backlogJob, { n });
    for (let n = 0; n < 3; n++) await producer.enqueue(t.db, mixedJob, { n });
    await producer.enqueue(t.db, lastTryJob, { n: 0 });

    await startWorker();

    // One job a poll would have worked one of them by the next poll, 30 s away.
    await vi.waitUntil(() => worked.length >= 23, { timeout: 15_000, interval: 50 });
    expect(worked.toSorted((a, b) => a - b)).toEqual([...Array(23).keys()]);
    await vi.waitUntil(() => mixed.length >= 3, { timeout: 15_000, interval: 50 });
    expect(mixed.toSorted()).toEqual([0, 1, 2]);

    const depthOf = async (queue: string) => (await producer.queueDepths()).find((depth) => depth.queue === queue);
    await expect.poll(() => depthOf(backlogJob.name)).toMatchObject({ ready: 0, active: 0, deferred: 0 });
    // The failed job waits for its retry, an hour away; its neighbours in the batch completed.
    await expect.poll(() => depthOf(mixedJob.name)).toMatchObject({ ready: 0, active: 0, deferred: 1 });
    // A job that fails its last try in a batch is kept among the dead letters with its error, as ever.
    await expect
      .poll(async () => (await producer.deadLetters()).filter((letter) => letter.queue === lastTryJob.name))
      .toEqual([expect.objectContaining({ attempts: 1, error: "refused for good" })]);
  });

  it("starts no more of its batch once a stop has given up on it; the batch is retried", async () => {
    const started: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stopping = createJobEngine({ db: pool, logger: t.deps.logger, background: true, pollingIntervalSeconds: 30 });
    stopping.register(stoppedJob, async ({ n }) => {
      started.push(n);
      // The batch's first job, whichever it is, outlasts the stop's grace.
      if (started.length === 1) await gate;
    });
    for (let n = 0; n < 3; n++) await producer.enqueue(t.db, stoppedJob, { n });
    await stopping.start();
    await vi.waitUntil(() => started.length > 0, { timeout: 15_000, interval: 50 });

    // pg-boss fails the batch once the grace is spent and gives it up.
    await stopping.stop(200);
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toHaveLength(1);
    // Nothing was lost: all three are due again, for any instance still working.
    expect(await producer.workDue(stoppedJob)).toBe(3);
  });
});
