import { z } from "@hono/zod-openapi";

/** The embedded PostgreSQL's own state; absent when the server uses DATABASE_URL. */
const embeddedDatabase = z
  .enum(["starting", "running", "restarting", "failed", "stopping", "stopped"])
  .optional()
  .openapi({
    description:
      "The PostgreSQL the server runs itself (no DATABASE_URL): `restarting` after it died, while the server " +
      "starts it again with backoff; `failed` when that did not work and the server is exiting non-zero.",
  });

export const healthySchema = z.object({ status: z.literal("ok"), database: z.literal("ok"), embeddedDatabase });
export const unavailableSchema = z.object({
  status: z.literal("unavailable"),
  database: z.literal("down"),
  embeddedDatabase,
});
