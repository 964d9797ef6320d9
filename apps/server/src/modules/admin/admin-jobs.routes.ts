import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import { adminJobsSchema } from "./admin-jobs.schemas";

const getJobs = createRoute({
  method: "get",
  path: "/admin/jobs",
  tags: ["Admin"],
  summary: "Background jobs: depth per queue, and the jobs that failed every retry with their error (admins only)",
  middleware: [requireRole("admin")] as const,
  responses: {
    200: {
      description: "The queues and the dead letters",
      content: { "application/json": { schema: adminJobsSchema } },
    },
    ...errorResponses(401, 403),
  },
});

const retryJob = createRoute({
  method: "post",
  path: "/admin/jobs/dead-letters/{id}/retry",
  tags: ["Admin"],
  summary: "Send a failed job back to its queue as a fresh job (admins only)",
  middleware: [requireRole("admin")] as const,
  request: { params: idParamSchema },
  responses: {
    200: {
      description: "Queued again",
      content: { "application/json": { schema: z.object({ retried: z.literal(true) }) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function adminJobRoutes() {
  return createRouter()
    .openapi(getJobs, async (c) => {
      const { jobs } = c.var.deps;
      return c.json({ queues: await jobs.queueDepths(), deadLetters: await jobs.deadLetters() }, 200);
    })
    .openapi(retryJob, async (c) => {
      const retried = await c.var.deps.jobs.retryDeadLetter(c.req.valid("param").id);
      // Retried already (by another admin, or a second click), or kept past its 90 days.
      if (!retried) throw notFound("There is no such failed job.");
      return c.json({ retried: true as const }, 200);
    });
}
