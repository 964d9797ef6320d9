import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { createDatabase } from "../../db/client";
import { createJobEngine, defineJob, type JobEngine } from ".";

// Two server instances on one database, each with its own pool and its own engine working the
// queues and watching the schedules, as two machines would.
const t = await createTestApp();
const url = t.db.$client.options.connectionString as string;
const pools = [createDatabase(url, { max: 4 }), createDatabase(url, { max: 4 })];

const workJob = defineJob<{ n: number }>("test-shared-work");
const minuteJob = defineJob<Record<string, never>>("test-every-minute");
const worked: { instance: number; n: number }[] = [];
const ticks: { instance: number; at: number }[] = [];

async function startInstance(instance: number, db = pools[instance - 1]): Promise<JobEngine> {
  if (!db) throw new Error("no pool");
  const engine = createJobEngine({
    db,
    logger: t.deps.logger,
    background: true,
    pollingIntervalSeconds: 0.5,
    cronIntervalSeconds: 1,
  });
  engine.register(workJob, async ({ n }) => {
    worked.push({ instance, n });
  });
  engine.register(
    minuteJob,
    async () => {
      ticks.push({ instance, at: Date.now() });
    },
    { cron: "* * * * *" },
  );
  await engine.start();
  return engine;
}

// Close to a minute's end both instances could see two occurrences; start just after one.
if (new Date().getSeconds() > 45)
  await new Promise((resolve) => setTimeout(resolve, (61 - new Date().getSeconds()) * 1000));
const engines = [await startInstance(1), await startInstance(2)];
afterAll(async () => {
  for (const engine of engines) await engine.stop();
  for (const pool of pools) await pool.$client.end();
});

describe("several instances on one database", () => {
  it("run a scheduled job once per occurrence, whichever instances watch the schedule", async () => {
    await vi.waitUntil(() => ticks.length > 0, { timeout: 30_000, interval: 50 });
    // Both instances evaluate the schedule every second; give the other one time to do it twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const minutes = new Set(ticks.map((tick) => Math.floor(tick.at / 60_000)));
    expect(ticks).toHaveLength(minutes.size);
  });

  it("run each job once, on one of them", async () => {
    for (let n = 0; n < 20; n++) await engines[0]?.enqueue(t.db, workJob, { n });
    await vi.waitUntil(() => worked.length >= 20, { timeout: 20_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(worked.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });
});
