import type { JobKind } from "../src/platform/jobs";
import type { TestApp } from "./test-app";

/**
 * One occurrence of a scheduled job, as the engine's schedule creates it on a server, worked now
 * through `workDue`: a test's engine watches no schedules, so the test says when the minute came.
 * Resolves to how many jobs of that kind ran.
 */
export async function runScheduledOccurrence(t: TestApp, kind: JobKind<Record<string, never>>): Promise<number> {
  await t.deps.jobs.enqueue(t.db, kind, {});
  return t.deps.jobs.workDue(kind);
}
