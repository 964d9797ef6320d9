export type { DeadLetter, QueueDepth } from "./job-admin";
export { type JobClock, manualJobClock, systemJobClock } from "./job-clock";
export {
  createJobEngine,
  type EnqueueOptions,
  type JobEngine,
  type JobEngineOptions,
  type JobHandler,
  type JobRun,
} from "./job-engine";
export { DEFAULT_RETRY, defineJob, type JobKind, type RetryPolicy } from "./job-kind";
