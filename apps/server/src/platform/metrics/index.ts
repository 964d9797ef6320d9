export { createMetrics, type Metrics, type MetricsOptions, type PoolCounts, type QueueCounts } from "./metrics";
