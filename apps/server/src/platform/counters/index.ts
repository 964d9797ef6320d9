export { startCounterPruning } from "./counter-pruning";
export type { GrowingDelay, RateCounters, RateDecision, SlidingWindow } from "./counters";
export { createPostgresCounters } from "./postgres-counters";
