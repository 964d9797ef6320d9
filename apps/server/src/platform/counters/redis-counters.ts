import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { type GrowingDelay, growingDelayMs, type RateCounters, type RateDecision, secondsUntil } from "./counters";

/**
 * A sliding window in one sorted set per key (member: one event, score: its time in epoch ms):
 * trimmed, counted and added to in one script, which Redis runs alone, so simultaneous calls for
 * one key decide one after the other. Returns {1} when counted, else {0, the oldest event's time}.
 */
const HIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1}
end
return {0, redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]}`;

/**
 * Growing delays over the attempts remembered for the forget time: the wait after n of them is
 * the (n+1)th of the delay table passed in (the last repeats). Returns {1} when reserved, else
 * {0, the latest attempt's time, how many are remembered}.
 */
const ATTEMPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
local remembered = redis.call('ZCARD', KEYS[1])
local latest = 0
if remembered > 0 then latest = tonumber(redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2]) end
local delays = #ARGV - 3
local delay = tonumber(ARGV[3 + math.min(remembered + 1, delays)])
if tonumber(ARGV[1]) >= latest + delay then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1}
end
return {0, tostring(latest), remembered}`;

/**
 * The rate counters in Redis (REDIS_URL), with the semantics of the PostgreSQL ones
 * (postgres-counters.ts): exact sliding windows and growing delays, because both keep the events
 * themselves. Times come from `Date.now()`, the clock the tests move; a key expires in Redis
 * once its last event has left its window, so nothing needs pruning.
 */
export function createRedisCounters(redis: Redis, prefix = "kierto:rate:"): RateCounters {
  return {
    async hit(key, rule) {
      const now = Date.now();
      const windowMs = rule.windowSeconds * 1000;
      const [allowed, oldest] = (await redis.eval(HIT, 1, prefix + key, now, windowMs, rule.max, randomUUID())) as [
        number,
        string?,
      ];
      return decided(allowed === 1, () => Number(oldest) + windowMs, now);
    },

    async attempt(key, rule) {
      const now = Date.now();
      const forgetMs = rule.forgetAfterSeconds * 1000;
      const delays = delayTable(rule);
      const [allowed, latest, remembered] = (await redis.eval(
        ATTEMPT,
        1,
        prefix + key,
        now,
        forgetMs,
        randomUUID(),
        ...delays,
      )) as [number, string?, number?];
      return decided(allowed === 1, () => Number(latest) + growingDelayMs(rule, remembered ?? 0), now);
    },

    async reset(key) {
      await redis.del(prefix + key);
    },

    /** Redis expires each key itself once its last event has left the window. */
    prune: async () => 0,
  };
}

function decided(allowed: boolean, freeAt: () => number, now: number): RateDecision {
  return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: secondsUntil(freeAt(), now) };
}

/** The delays (ms) after 0, 1, 2, ... remembered attempts, up to the first that reaches the longest. */
function delayTable(rule: GrowingDelay): number[] {
  const delays: number[] = [];
  for (let n = 0; ; n++) {
    delays.push(growingDelayMs(rule, n));
    if (delays[n] === rule.maxDelaySeconds * 1000 || n > rule.freeAttempts + 64) return delays;
  }
}
