import { loadEnv } from "../../env";
import { createLogger } from "../../lib/logger";
import { createStorage } from "../../platform/storage";
import { openDatabase } from "../open-database";
import { seedDemoData } from "./seed-demo";

// `npm run db:seed`: seed the configured database (embedded by default) if it is empty.
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase(env, logger);
try {
  const seeded = await seedDemoData(database.db, createStorage(env), logger, { randomPasswords: env.isProduction });
  logger.info(seeded ? "seeded" : "the database already has users; nothing seeded");
} finally {
  await database.close();
}
