import { collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { registerRequestHistogram } from "./request-histogram";

/** The pool's counts, as node-postgres's Pool reports them. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Jobs per queue, as the job engine counts them. */
export interface QueueCounts {
  queue: string;
  ready: number;
  deferred: number;
  active: number;
  failed: number;
}

/**
 * What an operator watches, in Prometheus's text format (GET /metrics, docs/deploying.md names
 * the alerts). Counted in this process: each instance is scraped on its own.
 */
export interface Metrics {
  /** One answered HTTP request, by its route template (`/api/products/:id`), never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A live stream opened on this instance; call what it returns when the stream closes. */
  streamOpened(): () => void;
  /** Reads the database pool's counts at every scrape. */
  watchPool(name: string, pool: PoolCounts): void;
  /** Reads the job queues' depths at every scrape (a few small queries). */
  watchJobs(read: () => Promise<QueueCounts[]>): void;
  readonly contentType: string;
  render(): Promise<string>;
}

/** Seconds; 0.2 is the p95 that docs/deploying.md asks of every route. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /**
   * Node's own metrics (event-loop lag, heap and resident memory, CPU, handles): on for the
   * server; tests that build many apps in one process leave them to the first.
   */
  processMetrics?: boolean;
  /** Scrape failures (a job count the database did not answer) are reported here, not thrown. */
  onCollectError?: (what: string, error: unknown) => void;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const observeRequest = registerRequestHistogram(
    registry,
    "http_request_duration_seconds",
    "Time from a request's arrival until its answer was ready, by method, route template and status",
    DURATION_BUCKETS,
  );

  const streams = new Gauge({
    name: "kierto_live_streams_open",
    help: "Live event streams (/api/events) this instance holds open",
    registers: [registry],
  });

  const pools: { name: string; pool: PoolCounts }[] = [];
  new Gauge({
    name: "kierto_db_pool_connections",
    help: "Database pool connections by state: in_use, idle, and requests waiting for one",
    labelNames: ["pool", "state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, pool } of pools) {
        this.set({ pool: name, state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: "idle" }, pool.idleCount);
        this.set({ pool: name, state: "waiting" }, pool.waitingCount);
      }
    },
  });

  let readJobs: (() => Promise<QueueCounts[]>) | undefined;
  let jobCounts: Promise<QueueCounts[]> | undefined;
  /** Both job gauges come from one read per scrape. */
  const countJobs = () => {
    jobCounts ??= (readJobs?.() ?? Promise.resolve([]))
      .catch((error: unknown) => {
        options.onCollectError?.("job queues", error);
        return [];
      })
      .finally(() => setImmediate(() => (jobCounts = undefined)));
    return jobCounts;
  };
  new Gauge({
    name: "kierto_job_queue_jobs",
    help: "Jobs per queue: ready to run, deferred (timers, retries) and active",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await countJobs()) {
        this.set({ queue: q.queue, state: "ready" }, q.ready);
        this.set({ queue: q.queue, state: "deferred" }, q.deferred);
        this.set({ queue: q.queue, state: "active" }, q.active);
      }
    },
  });
  new Gauge({
    name: "kierto_job_failed_jobs",
    help: "Jobs per queue that failed their last retry and are kept (each copied to dead-letters)",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await countJobs()) this.set({ queue: q.queue }, q.failed);
    },
  });

  return {
    observeRequest,
    streamOpened() {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
      };
    },
    watchPool: (name, pool) => void pools.push({ name, pool }),
    watchJobs: (read) => {
      readJobs = read;
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
