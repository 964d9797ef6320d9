import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GrowingDelay, RateCounters } from "./counters";

const START = Date.UTC(2026, 10, 26, 9, 0, 0);
const GUESSES: GrowingDelay = {
  freeAttempts: 3,
  firstDelaySeconds: 30,
  maxDelaySeconds: 120,
  forgetAfterSeconds: 3600,
};

/**
 * What every RateCounters store must decide, the same in PostgreSQL and in Redis: registered by
 * each store's own test file with its counters, on the clock the tests move (only Date: the
 * stores' connections and timers keep the real one).
 */
export function rateCountersContract(counters: RateCounters, keyPrefix: string) {
  let keys = 0;
  const freshKey = () => `${keyPrefix}:${Date.now()}:${++keys}`;
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  describe("a sliding window", () => {
    it("allows max events in any stretch of the window and says when the oldest leaves it", async () => {
      const key = freshKey();
      const rule = { windowSeconds: 3600, max: 3 };
      expect(await counters.hit(key, rule)).toEqual({ allowed: true });
      advance(600);
      expect(await counters.hit(key, rule)).toEqual({ allowed: true });
      expect(await counters.hit(key, rule)).toEqual({ allowed: true });
      advance(600);
      expect(await counters.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 2400 });
      // A refused call counts nothing: the first event still leaves at minute 60, not later.
      advance(2400);
      expect(await counters.hit(key, rule)).toEqual({ allowed: true });
      // The two at minute 10 are still inside the hour.
      expect(await counters.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    });

    it("keeps each key apart", async () => {
      const rule = { windowSeconds: 60, max: 1 };
      const [a, b] = [freshKey(), freshKey()];
      expect((await counters.hit(a, rule)).allowed).toBe(true);
      expect((await counters.hit(b, rule)).allowed).toBe(true);
      expect((await counters.hit(a, rule)).allowed).toBe(false);
    });

    it("lets exactly max of many simultaneous events through", async () => {
      const key = freshKey();
      const rule = { windowSeconds: 60, max: 5 };
      const decisions = await Promise.all(Array.from({ length: 25 }, () => counters.hit(key, rule)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    });
  });

  describe("growing delays", () => {
    it("let the free attempts through, then make each next one wait twice as long, up to the longest", async () => {
      const key = freshKey();
      for (let i = 0; i < 3; i++) expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: true });
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: false, retryAfterSeconds: 30 });
      advance(29);
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      advance(1);
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: true });
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      advance(60);
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: true });
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: false, retryAfterSeconds: 120 });
      advance(120);
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: true });
      // 240 seconds by doubling, held at the longest delay.
      expect(await counters.attempt(key, GUESSES)).toEqual({ allowed: false, retryAfterSeconds: 120 });
    });

    it("forget attempts after their time, and all of them on a reset", async () => {
      const [forgotten, reset] = [freshKey(), freshKey()];
      for (let i = 0; i < 3; i++) await counters.attempt(forgotten, GUESSES);
      for (let i = 0; i < 3; i++) await counters.attempt(reset, GUESSES);
      await counters.reset(reset);
      expect(await counters.attempt(reset, GUESSES)).toEqual({ allowed: true });
      advance(3600);
      for (let i = 0; i < 3; i++) expect(await counters.attempt(forgotten, GUESSES)).toEqual({ allowed: true });
    });

    it("let no more than the free attempts through when 30 arrive at once", async () => {
      const key = freshKey();
      const decisions = await Promise.all(Array.from({ length: 30 }, () => counters.attempt(key, GUESSES)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
      expect(decisions.filter((d) => !d.allowed).every((d) => !d.allowed && d.retryAfterSeconds === 30)).toBe(true);
    });
  });
}
