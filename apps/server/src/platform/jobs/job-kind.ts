/**
 * A kind of background job: its queue's name, the shape of its data, and how a failed run is
 * retried. Modules define their kinds next to their handlers; the engine takes the kind, so a
 * job's data is type-checked where it is enqueued and where it is worked.
 */
export interface RetryPolicy {
  /** Runs after the first that may follow a failure; past them the job is a dead letter. */
  limit: number;
  /** Seconds before the first retry. */
  delaySeconds: number;
  /** Doubles the delay after every failure (with jitter), up to `maxDelaySeconds`. */
  backoff: boolean;
  maxDelaySeconds?: number;
}

export interface JobKind<T extends object> {
  readonly name: string;
  readonly retry: RetryPolicy;
  /** Carries `T` for the type checker only; never set. */
  readonly data?: T;
}

/** Three quick retries: enough for a lost connection, not for an outage. */
export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 10, backoff: true, maxDelaySeconds: 300 };

/** Queue names: lower-case words joined by dashes, so they read the same in logs and the admin page. */
const QUEUE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function defineJob<T extends object>(name: string, retry: RetryPolicy = DEFAULT_RETRY): JobKind<T> {
  if (!QUEUE_NAME.test(name)) throw new Error(`Job name "${name}" is not lower-case words joined by dashes`);
  return { name, retry };
}
