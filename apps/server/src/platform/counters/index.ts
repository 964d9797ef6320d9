export { COUNTER_PRUNING_CRON, counterPruningJob, registerCounterPruning } from "./counter-pruning";
export type { GrowingDelay, RateCounters, RateDecision, SlidingWindow } from "./counters";
export { createPostgresCounters } from "./postgres-counters";
export { createRedisCounters } from "./redis-counters";
