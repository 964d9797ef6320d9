import { createRoute } from "@hono/zod-openapi";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import { liftSuspension } from "./lift-suspension.service";
import { liftedSchema, liftSuspensionSchema, suspensionListSchema } from "./suspensions.schemas";
import { listSuspensions } from "./suspensions.service";

const listSuspended = createRoute({
  method: "get",
  path: "/moderation/suspensions",
  tags: ["Moderation"],
  summary: "Suspended accounts with the ground and the deciding report (moderators and admins)",
  middleware: [requireRole("moderator", "admin")] as const,
  responses: {
    200: { description: "The suspended accounts", content: { "application/json": { schema: suspensionListSchema } } },
    ...errorResponses(401, 403),
  },
});

const lift = createRoute({
  method: "post",
  path: "/moderation/users/{id}/lift-suspension",
  tags: ["Moderation"],
  summary: "Lift a suspension: the account signs in and can be messaged again (moderators and admins)",
  description:
    "The person is notified with the reason given; the audit log records who lifted it, on whom, when and why. " +
    "An account that is not suspended is 409 NOT_SUSPENDED.",
  middleware: [requireRole("moderator", "admin")] as const,
  request: {
    params: idParamSchema,
    body: { required: true, content: { "application/json": { schema: liftSuspensionSchema } } },
  },
  responses: {
    200: { description: "The suspension is lifted", content: { "application/json": { schema: liftedSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function suspensionRoutes() {
  return createRouter()
    .openapi(listSuspended, async (c) => c.json(await listSuspensions(c.var.deps.db), 200))
    .openapi(lift, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await liftSuspension(c.var.deps, c.var.user.id, c.req.valid("param").id, reason), 200);
    });
}
