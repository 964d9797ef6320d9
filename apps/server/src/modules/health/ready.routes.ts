import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { migrationsCurrent } from "../../db/migrate";
import { createRouter } from "../../router";

const check = z.enum(["ok", "down"]);
const readiness = z.object({
  /** draining: the instance is shutting down and still answers, but wants no new traffic. */
  status: z.enum(["ready", "unavailable", "draining"]),
  database: check,
  migrations: z.enum(["current", "pending", "unknown"]),
  storage: check,
});

const readyRoute = createRoute({
  method: "get",
  path: "/ready",
  tags: ["System"],
  summary:
    "Whether this instance can serve traffic: database reachable, migrations current, storage reachable, not shutting down",
  description: "For a load balancer's readiness check; GET /api/health tells only that the process answers.",
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: readiness } } },
    503: {
      description: "Not ready; the fields say which part",
      content: { "application/json": { schema: readiness } },
    },
  },
});

export function readyRoutes() {
  return createRouter().openapi(readyRoute, async (c) => {
    const { db, storage } = c.var.deps;
    const [database, migrations, files] = await Promise.all([
      db.execute(sql`select 1`).then(
        () => "ok" as const,
        (error: unknown) => {
          c.var.log.error("readiness: database unreachable", { error });
          return "down" as const;
        },
      ),
      migrationsCurrent(db).then(
        (current) => (current ? ("current" as const) : ("pending" as const)),
        () => "unknown" as const,
      ),
      storage.check().then(
        () => "ok" as const,
        (error: unknown) => {
          c.var.log.error("readiness: storage unreachable", { error });
          return "down" as const;
        },
      ),
    ]);
    const ready = database === "ok" && migrations === "current" && files === "ok";
    const draining = c.var.deps.draining?.active === true;
    const body = {
      status: draining ? ("draining" as const) : ready ? ("ready" as const) : ("unavailable" as const),
      database,
      migrations,
      storage: files,
    };
    return ready && !draining ? c.json(body, 200) : c.json(body, 503);
  });
}
