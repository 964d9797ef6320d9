import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/open-database";
import { seedDemoData } from "./db/seed/seed-demo";
import { EnvError, loadEnv } from "./env";
import { createLogger } from "./lib/logger";
import { isLoopback } from "./lib/loopback";
import { createAuth } from "./modules/auth/auth";
import { startCheckoutSweep } from "./modules/transactions/checkout-sweep";
import { createMailer } from "./platform/mail";
import { createPaymentProvider } from "./platform/payments";
import { createPostgresRealtime } from "./platform/realtime";
import { createStorage } from "./platform/storage";

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const started = Date.now();
  if (!env.isProduction && !isLoopback(env.HOST)) {
    logger.warn("development server listening on a network interface (ALLOW_DEV_ON_NETWORK=true)", {
      host: env.HOST,
      devOutbox: "served to this machine only",
    });
  }
  const database = await openDatabase(env, logger);
  const { db } = database;
  const storage = createStorage(env);
  if (env.seedDemoData) await seedDemoData(db, storage, logger, { randomPasswords: env.isProduction });

  const mailer = createMailer(env, db, logger);
  const auth = createAuth({ db, env, mailer, logger });
  const realtime = createPostgresRealtime({ pool: db.$client, logger });
  await realtime.start();
  const payments = createPaymentProvider(env);
  const app = createApp({ env, db, auth, mailer, storage, realtime, logger, rateLimits: true, payments });
  const stopSweep = startCheckoutSweep({ env, db, realtime, logger, payments });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info("Kierto is ready", { url: env.publicUrl, port: info.port, startupMs: Date.now() - started });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    server.close();
    stopSweep();
    // Ends the open event streams, which would otherwise keep the server from closing.
    await realtime.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
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
