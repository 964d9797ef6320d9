/**
 * Where the engine reads "now" when it turns a delay into a start time. The server uses the
 * system clock; a test passes its own, so a timer set for "in 30 minutes" is due exactly when the
 * test's clock says so (see JobEngine.workDue).
 */
export interface JobClock {
  now(): Date;
}

export const systemJobClock: JobClock = { now: () => new Date() };

/** A clock a test moves by hand. */
export function manualJobClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
