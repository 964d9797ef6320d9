import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import {
  adminStatsSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  changeRoleSchema,
  resetTwoFactorSchema,
} from "./admin.schemas";
import { changeRole, getAdminStats, listAudit, listUsers } from "./admin.service";
import { resetTwoFactor } from "./two-factor-reset.service";

const getStats = createRoute({
  method: "get",
  path: "/admin/stats",
  tags: ["Admin"],
  summary: "The dashboard's five figures (admins only)",
  middleware: [requireRole("admin")] as const,
  responses: {
    200: { description: "The figures", content: { "application/json": { schema: adminStatsSchema } } },
    ...errorResponses(401, 403),
  },
});

const getUsers = createRoute({
  method: "get",
  path: "/admin/users",
  tags: ["Admin"],
  summary: "Every user, newest first, 20 a page, searchable by name or e-mail (admins only)",
  middleware: [requireRole("admin")] as const,
  request: { query: adminUserQuerySchema },
  responses: {
    200: { description: "A page of users", content: { "application/json": { schema: adminUserPageSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

const putRole = createRoute({
  method: "put",
  path: "/admin/users/{id}/role",
  tags: ["Admin"],
  summary: "Give a user the role user, moderator or admin (admins only; the last admin keeps the role)",
  middleware: [requireRole("admin")] as const,
  request: {
    params: idParamSchema,
    body: { required: true, content: { "application/json": { schema: changeRoleSchema } } },
  },
  responses: {
    200: {
      description: "The user's role now",
      content: { "application/json": { schema: changeRoleSchema.pick({ role: true }) } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const postTwoFactorReset = createRoute({
  method: "post",
  path: "/admin/users/{id}/two-factor/reset",
  tags: ["Admin"],
  summary: "Take away a user's second factor, for one who lost the device and the backup codes (admins only)",
  description:
    "Ends the user's sessions; they sign in with the password alone and can set up a new factor. The audit log " +
    "records who reset it, on whom and why. An account without a second factor is 409 TWO_FACTOR_NOT_ENABLED.",
  middleware: [requireRole("admin")] as const,
  request: {
    params: idParamSchema,
    body: { required: true, content: { "application/json": { schema: resetTwoFactorSchema } } },
  },
  responses: {
    200: {
      description: "The second factor is gone",
      content: { "application/json": { schema: z.object({ twoFactorEnabled: z.literal(false) }) } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const getAudit = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["Admin"],
  summary: "Moderator and admin actions, newest first, 100 a page: who, what, on whom, when and why (admins only)",
  middleware: [requireRole("admin")] as const,
  request: { query: auditQuerySchema },
  responses: {
    200: { description: "A page of the audit log", content: { "application/json": { schema: auditPageSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function adminRoutes() {
  return createRouter()
    .openapi(getStats, async (c) => c.json(await getAdminStats(c.var.deps.db), 200))
    .openapi(getUsers, async (c) => c.json(await listUsers(c.var.deps.db, c.req.valid("query")), 200))
    .openapi(putRole, async (c) => {
      const { role, reason } = c.req.valid("json");
      const result = await changeRole(c.var.deps.db, c.var.user.id, c.req.valid("param").id, role, reason);
      return c.json({ role: result.role }, 200);
    })
    .openapi(postTwoFactorReset, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await resetTwoFactor(c.var.deps.db, c.var.user.id, c.req.valid("param").id, reason), 200);
    })
    .openapi(getAudit, async (c) => c.json(await listAudit(c.var.deps.db, c.req.valid("query").before), 200));
}
