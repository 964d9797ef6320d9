import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runScheduledOccurrence } from "../../../test/scheduled-jobs";
import { createTestApp } from "../../../test/test-app";
import { counterPruningJob } from "./counter-pruning";
import { createPostgresCounters } from "./postgres-counters";
import { rateCountersContract } from "./rate-counters-contract";

const t = await createTestApp();
const counters = createPostgresCounters(t.db);

describe("the rate counters in PostgreSQL", () => rateCountersContract(counters, "test"));

describe("pruning", () => {
  const START = Date.UTC(2026, 10, 26, 9, 0, 0);
  let keys = 0;
  const freshKey = () => `prune:${++keys}`;
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it("deletes only the keys whose every event has left its window", async () => {
    const [short, long] = [freshKey(), freshKey()];
    await counters.hit(short, { windowSeconds: 60, max: 5 });
    await counters.hit(long, { windowSeconds: 3600, max: 5 });
    advance(61);
    // The scheduled pruning job, as the schedule runs it every ten minutes.
    expect(await runScheduledOccurrence(t, counterPruningJob)).toBe(1);
    const left = await t.db.execute<{ key: string }>(
      sql`select key from rate_counters where key in (${short}, ${long})`,
    );
    expect(left.rows.map((row) => row.key)).toEqual([long]);
  });
});
