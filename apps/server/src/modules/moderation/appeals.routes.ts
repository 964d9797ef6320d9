import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env";
import { unauthenticated } from "../../lib/http-error";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import { readAppealToken } from "./appeal-token";
import {
  APPEAL_TOKEN_HEADER,
  appealDecisionResultSchema,
  appealDecisionSchema,
  appealHeadersSchema,
  appealInputSchema,
  appealQueueSchema,
  appealSchema,
} from "./appeals.schemas";
import { decideAppeal, listPendingAppeals, submitAppeal } from "./appeals.service";

/** A session or an appeal token, checked before the body is read, as the sign-in guard does. */
const signedInOrAppealToken = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user && !c.req.header(APPEAL_TOKEN_HEADER)) throw unauthenticated();
  await next();
});

const postAppeal = createRoute({
  method: "post",
  path: "/appeals",
  tags: ["Moderation"],
  summary: "Appeal a moderation decision about oneself, within 14 days, once per decision",
  description:
    "Signed in, or, for a suspended person, with the token given at the refused sign-in and in the suspension " +
    "mail. The appeal waits in the moderation queue for a moderator who did not take the decision.",
  middleware: [signedInOrAppealToken] as const,
  request: {
    headers: appealHeadersSchema,
    body: { required: true, content: { "application/json": { schema: appealInputSchema } } },
  },
  responses: {
    201: { description: "The appeal is filed", content: { "application/json": { schema: appealSchema } } },
    ...errorResponses(400, 401, 404, 409),
  },
});

const listAppeals = createRoute({
  method: "get",
  path: "/moderation/appeals",
  tags: ["Moderation"],
  summary: "Pending appeals with the decision appealed, oldest first (moderators and admins)",
  middleware: [requireRole("moderator", "admin")] as const,
  responses: {
    200: { description: "The appeals", content: { "application/json": { schema: appealQueueSchema } } },
    ...errorResponses(401, 403),
  },
});

const decide = createRoute({
  method: "post",
  path: "/moderation/appeals/{id}/decision",
  tags: ["Moderation"],
  summary: "Uphold or overturn the decision appealed; overturning a suspension lifts it (moderators and admins)",
  description: "Not by the moderator who took the decision (403 OWN_DECISION). Decided once (409).",
  middleware: [requireRole("moderator", "admin")] as const,
  request: {
    params: idParamSchema,
    body: { required: true, content: { "application/json": { schema: appealDecisionSchema } } },
  },
  responses: {
    200: {
      description: "The decided appeal",
      content: { "application/json": { schema: appealDecisionResultSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function appealRoutes() {
  return createRouter()
    .openapi(postAppeal, async (c) => {
      const { reportId, statement } = c.req.valid("json");
      const token = c.req.valid("header")[APPEAL_TOKEN_HEADER];
      let userId = c.var.user?.id;
      if (token) {
        const grant = readAppealToken(c.var.deps.env.authSecret, token);
        if (!grant || grant.reportId !== reportId) throw unauthenticated("The appeal link is not valid any more.");
        userId = grant.userId;
      }
      if (!userId) throw unauthenticated();
      return c.json(await submitAppeal(c.var.deps.db, userId, reportId, statement), 201);
    })
    .openapi(listAppeals, async (c) => c.json(await listPendingAppeals(c.var.deps.db, c.var.user.id), 200))
    .openapi(decide, async (c) => {
      const result = await decideAppeal(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(result, 200);
    });
}
