import type { Logger } from "../../lib/logger";
import { startPeriodicJob } from "../../lib/periodic-job";
import type { RateCounters } from "./counters";

/** How often expired counters are deleted: they are only dead weight, never wrong, until then. */
export const COUNTER_PRUNING_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes the counters whose events have all left their windows. Runs in every instance: the
 * delete is idempotent, so two instances pruning at once only find less to do.
 * Returns the function that stops it.
 */
export function startCounterPruning(
  counters: RateCounters,
  logger: Logger,
  intervalMs = COUNTER_PRUNING_INTERVAL_MS,
): () => void {
  return startPeriodicJob({ name: "rate counter pruning", run: () => counters.prune(), intervalMs, logger });
}
