import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { rateCountersContract } from "./rate-counters-contract";
import { createRedisCounters } from "./redis-counters";

// The machine's Redis (REDIS_URL, or 127.0.0.1:6379), in a database of its own, emptied first.
const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/13", { lazyConnect: true });
await redis.connect();
await redis.flushdb();
const counters = createRedisCounters(redis);
afterAll(() => redis.quit());

describe("the rate counters in Redis", () => {
  rateCountersContract(counters, "test");

  it("lets Redis expire a key once its last event has left the window", async () => {
    await counters.hit("expiring", { windowSeconds: 60, max: 5 });
    const ttl = await redis.pttl("kierto:rate:expiring");
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await counters.prune()).toBe(0);
  });
});
