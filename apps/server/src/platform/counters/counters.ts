/**
 * Kierto's rate counters: how many times something happened for a key lately, decided atomically
 * so that every server instance shares one budget. PostgreSQL holds them today
 * (postgres-counters.ts); a Redis store can take over with the same semantics (a sorted set of
 * event times per key, trimmed and counted in one script), since both keep the events themselves
 * rather than an approximation of them.
 */
export interface RateCounters {
  /**
   * Counts one event for `key` when fewer than `rule.max` happened in the last
   * `rule.windowSeconds` (a sliding window: at most `max` in ANY such stretch of time), otherwise
   * refuses it and counts nothing.
   */
  hit(key: string, rule: SlidingWindow): Promise<RateDecision>;
  /**
   * Reserves one attempt for `key` under growing delays (sign-in guesses): the first
   * `rule.freeAttempts` go through at once, each further one only after a delay that doubles per
   * attempt still remembered. The attempt counts from the moment it is reserved, before its outcome
   * is known, so simultaneous attempts cannot all slip through; `reset` forgets them after a success.
   */
  attempt(key: string, rule: GrowingDelay): Promise<RateDecision>;
  /** Forgets everything counted for `key`. */
  reset(key: string): Promise<void>;
  /** Deletes the keys whose every event has left its window; returns how many. */
  prune(): Promise<number>;
}

export interface SlidingWindow {
  windowSeconds: number;
  max: number;
}

export interface GrowingDelay {
  /** Attempts that go through without any wait. */
  freeAttempts: number;
  /** The wait before the first attempt past the free ones; each later one waits twice as long. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long an attempt is remembered. */
  forgetAfterSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait (ms) after the latest of `remembered` attempts before the next one may go. */
export function growingDelayMs(rule: GrowingDelay, remembered: number): number {
  if (remembered < rule.freeAttempts) return 0;
  const doubled = rule.firstDelaySeconds * 2 ** (remembered - rule.freeAttempts);
  return Math.min(doubled, rule.maxDelaySeconds) * 1000;
}

/** Whole seconds until `at` (epoch ms), never less than one: a Retry-After of 0 invites a loop. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
