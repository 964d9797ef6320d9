import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createRouter } from "../../router";
import { healthySchema, unavailableSchema } from "./health.schemas";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Whether the server and its database answer",
  responses: {
    200: {
      description: "Healthy",
      content: { "application/json": { schema: healthySchema } },
    },
    503: {
      description: "The database does not answer",
      content: {
        "application/json": { schema: unavailableSchema },
      },
    },
  },
});

export function healthRoutes() {
  return createRouter().openapi(healthRoute, async (c) => {
    const deps = c.get("deps");
    const embeddedDatabase = deps.embeddedDatabase?.();
    const down = () => c.json({ status: "unavailable" as const, database: "down" as const, embeddedDatabase }, 503);
    // A restart in progress is already logged; asking the database now would only time out.
    if (embeddedDatabase && embeddedDatabase !== "running") return down();
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: "ok" as const, database: "ok" as const, embeddedDatabase }, 200);
    } catch (error) {
      c.var.log.error("health check: database unreachable", { error });
      return down();
    }
  });
}
