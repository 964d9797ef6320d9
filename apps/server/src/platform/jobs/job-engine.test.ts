import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, expectLogged } from "../../../test/test-app";
import { createJobEngine, defineJob, manualJobClock } from ".";

const t = await createTestApp();
const clock = manualJobClock();
const ran: string[] = [];
let failuresLeft = 0;

const noteJob = defineJob<{ note: string }>("test-note");
const flakyJob = defineJob<{ note: string }>("test-flaky", { limit: 2, delaySeconds: 60, backoff: true });

const engine = createJobEngine({ db: t.db, logger: t.deps.logger, clock });
engine.register(noteJob, async ({ note }) => {
  ran.push(note);
});
engine.register(flakyJob, async ({ note }) => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error(`refused ${note}`);
  }
  ran.push(note);
});
await engine.start();
afterAll(() => engine.stop());

describe("the job engine", () => {
  it("enqueues a job with the transaction of the write that causes it: a rollback enqueues nothing", async () => {
    ran.length = 0;
    await t.db.transaction(async (tx) => {
      await engine.enqueue(tx, noteJob, { note: "committed" });
    });
    await expect(
      t.db.transaction(async (tx) => {
        await engine.enqueue(tx, noteJob, { note: "rolled back" });
        throw new Error("the business write failed");
      }),
    ).rejects.toThrow("the business write failed");

    expect(await engine.workDue(noteJob)).toBe(1);
    expect(ran).toEqual(["committed"]);
    expect(await engine.workDue(noteJob)).toBe(0);
  });

  it("runs a timer when the engine's clock reaches its time, and not before", async () => {
    ran.length = 0;
    await engine.enqueueAfter(t.db, noteJob, { note: "in half an hour" }, 30 * 60_000);

    clock.advance(29 * 60_000);
    expect(await engine.workDue(noteJob)).toBe(0);
    clock.advance(60_000);
    expect(await engine.workDue(noteJob)).toBe(1);
    expect(ran).toEqual(["in half an hour"]);
  });

  it("retries a failed job after its delay and runs it once it succeeds", async () => {
    expectLogged(/job failed.*test-flaky/);
    ran.length = 0;
    failuresLeft = 1;
    await engine.enqueue(t.db, flakyJob, { note: "second time lucky" });

    expect(await engine.workDue(flakyJob)).toBe(1);
    expect(ran).toEqual([]);
    // Backoff: the first retry waits at least the delay, at most twice it.
    clock.advance(121_000);
    expect(await engine.workDue(flakyJob)).toBe(1);
    expect(ran).toEqual(["second time lucky"]);
  });

  it("keeps a job that failed its last retry as a dead letter with its error, until an admin retries it", async () => {
    expectLogged(/job failed.*test-flaky/);
    ran.length = 0;
    failuresLeft = 3;
    await engine.enqueue(t.db, flakyJob, { note: "stubborn" });
    for (let run = 0; run < 3; run++) {
      expect(await engine.workDue(flakyJob)).toBe(1);
      clock.advance(10 * 60_000);
    }

    const [letter] = await engine.deadLetters();
    expect(letter).toMatchObject({ queue: "test-flaky", attempts: 3, error: "refused stubborn" });
    const depths = await engine.queueDepths();
    expect(depths.find((depth) => depth.queue === "test-flaky")).toMatchObject({ ready: 0, deferred: 0, failed: 1 });

    expect(await engine.retryDeadLetter(letter?.id ?? "")).toBe(true);
    expect(await engine.retryDeadLetter(letter?.id ?? "")).toBe(false);
    expect(await engine.deadLetters()).toEqual([]);
    expect(await engine.workDue(flakyJob)).toBe(1);
    expect(ran).toEqual(["stubborn"]);
  });

  it("refuses a retry of a dead letter that does not exist", async () => {
    expect(await engine.retryDeadLetter("00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("keeps pg-boss's tables in a schema of their own", async () => {
    const tables = await t.db.execute<{ count: number }>(
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'pgboss' and table_name = 'job'`,
    );
    expect(tables.rows[0]?.count).toBe(1);
  });
});
