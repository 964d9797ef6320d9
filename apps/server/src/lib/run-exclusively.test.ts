import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { runExclusively } from "./run-exclusively";

const t = await createTestApp();

describe("runExclusively", () => {
  it("runs a job on one caller at a time: a second caller meanwhile skips it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = runExclusively(t.db, "sweep", async () => {
      await held;
      return "first";
    });
    // Let the first transaction take the lock before the second one asks.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runExclusively(t.db, "sweep", async () => "second")).toEqual({ ran: false });
    expect(await runExclusively(t.db, "another-job", async () => "other")).toEqual({ ran: true, result: "other" });
    release();
    expect(await first).toEqual({ ran: true, result: "first" });
    // The lock ended with the first transaction.
    expect(await runExclusively(t.db, "sweep", async () => "again")).toEqual({ ran: true, result: "again" });
  });

  it("rolls the job's writes back when it fails, and frees the lock", async () => {
    await expect(
      runExclusively(t.db, "failing", async (tx) => {
        await tx.execute(sql`insert into rate_limits (key, count, last_request) values ('job-test', 1, 0)`);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await t.db.execute(sql`select 1 from rate_limits where key = 'job-test'`);
    expect(rows.rows).toHaveLength(0);
    expect(await runExclusively(t.db, "failing", async () => 1)).toEqual({ ran: true, result: 1 });
  });
});
