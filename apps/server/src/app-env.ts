import type { Tracer } from "@opentelemetry/api";
import type { Database } from "./db/client";
import type { PostgresState } from "./db/embedded";
import type { ReadReplicas } from "./db/read-replicas";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Auth, SessionUser } from "./modules/auth";
import type { RateCounters } from "./platform/counters";
import type { JobEngine } from "./platform/jobs";
import type { Mailer } from "./platform/mail";
import type { Metrics } from "./platform/metrics";
import type { PaymentProvider } from "./platform/payments";
import type { PayoutProvider } from "./platform/payouts";
import type { PushSender } from "./platform/push";
import type { Realtime } from "./platform/realtime";
import type { ShippingCarrier } from "./platform/shipping";
import type { Storage } from "./platform/storage";

/** The parts the app is assembled from; the server and the tests build them differently. */
export interface AppDeps {
  env: Env;
  db: Database;
  /** Read replicas for the public reads (DATABASE_REPLICA_URLS); read through read-database.ts. */
  replicas?: ReadReplicas;
  auth: Auth;
  mailer: Mailer;
  /** Uploaded files (listing photos). */
  storage: Storage;
  /** Live events to signed-in tabs, fanned out across instances (platform/realtime). */
  realtime: Realtime;
  logger: Logger;
  /** Card payments: Stripe when configured, otherwise the local payment page (platform/payments). */
  payments: PaymentProvider;
  /** Sellers' payouts: simulated SEPA transfers by default (platform/payouts). */
  payouts: PayoutProvider;
  /** Push messages to people's devices: the browsers' push services, or the dev outbox (platform/push). */
  push: PushSender;
  /** Pickup points, postage and shipments: the simulated local carrier by default (platform/shipping). */
  shipping: ShippingCarrier;
  /**
   * Durable background work (platform/jobs): mail, storage deletes, provider refunds, the sale's
   * checkout and hand-over deadlines, the unclaimed-upload sweep and the rate-counter pruning
   * (background-jobs.ts registers every kind).
   */
  jobs: JobEngine;
  /** Per-user and per-address limits; tests switch them on only where they test them. */
  rateLimits: boolean;
  /** Where those limits count (platform/counters), shared by every instance. */
  counters: RateCounters;
  /** Request durations, pool, queues and streams for GET /metrics (platform/metrics). */
  metrics: Metrics;
  /** Set once the instance is shutting down: readiness answers 503 from then on (lib/draining.ts). */
  draining?: { readonly active: boolean };
  /** With OTEL_EXPORTER_OTLP_ENDPOINT: a span per request and per statement it sends (platform/tracing). */
  tracer?: Tracer;
  /** The embedded PostgreSQL's state, for GET /api/health; absent with DATABASE_URL. */
  embeddedDatabase?: () => PostgresState;
}

/** What every request handler can read from `c.var`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    deps: AppDeps;
    /** The signed-in user, or null for a guest. Set for every /api request. */
    user: SessionUser | null;
    sessionId: string | null;
  };
}
