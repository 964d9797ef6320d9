import type { Logger } from "../../lib/logger";
import { defineJob, type JobEngine } from "../jobs";
import type { RateCounters } from "./counters";

export const counterPruningJob = defineJob<Record<string, never>>("rate-counter-pruning");
/** Every 10 minutes: expired counters are only dead weight, never wrong, until they are deleted. */
export const COUNTER_PRUNING_CRON = "*/10 * * * *";

/**
 * Deletes the counters whose events have all left their windows, once per occurrence whichever
 * instances watch the schedule. The delete is idempotent, so a retried run only finds less to do.
 */
export function registerCounterPruning(jobs: JobEngine, counters: RateCounters, logger: Logger) {
  jobs.register(
    counterPruningJob,
    async () => {
      const count = await counters.prune();
      if (count > 0) logger.info("rate counter pruning done", { count });
    },
    { cron: COUNTER_PRUNING_CRON },
  );
}
