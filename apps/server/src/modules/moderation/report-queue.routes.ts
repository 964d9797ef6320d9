import { createRoute } from "@hono/zod-openapi";
import { notFound } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import { decisionResultSchema, decisionSchema, reportDetailSchema, reportQueueSchema } from "./moderation.schemas";
import { decideReport } from "./report-decision.service";
import { getReport, listPendingReports } from "./report-queue.service";

const listQueue = createRoute({
  method: "get",
  path: "/moderation/reports",
  tags: ["Moderation"],
  summary: "Pending reports with reporter and reported names, oldest first (moderators and admins)",
  middleware: [requireRole("moderator", "admin")] as const,
  responses: {
    200: { description: "The queue", content: { "application/json": { schema: reportQueueSchema } } },
    ...errorResponses(401, 403),
  },
});

const readReport = createRoute({
  method: "get",
  path: "/moderation/reports/{id}",
  tags: ["Moderation"],
  summary: "A report with its kept copy of the reported conversation (moderators and admins)",
  middleware: [requireRole("moderator", "admin")] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The report", content: { "application/json": { schema: reportDetailSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const decide = createRoute({
  method: "post",
  path: "/moderation/reports/{id}/decision",
  tags: ["Moderation"],
  summary: "Resolve (optionally removing the listing or suspending the user) or dismiss a pending report",
  description:
    "The reported user receives a statement of reasons when the report is resolved; the reporter is told the " +
    "outcome; the audit log records the decision. A report is decided once (409 REPORT_ALREADY_DECIDED).",
  middleware: [requireRole("moderator", "admin")] as const,
  request: {
    params: idParamSchema,
    body: { required: true, content: { "application/json": { schema: decisionSchema } } },
  },
  responses: {
    200: { description: "The decided report", content: { "application/json": { schema: decisionResultSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function reportQueueRoutes() {
  return createRouter()
    .openapi(listQueue, async (c) => c.json(await listPendingReports(c.var.deps.db), 200))
    .openapi(readReport, async (c) => {
      const report = await getReport(c.var.deps.db, c.req.valid("param").id);
      if (!report) throw notFound("Report not found.");
      return c.json(report, 200);
    })
    .openapi(decide, async (c) => {
      const result = await decideReport(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(result, 200);
    });
}
