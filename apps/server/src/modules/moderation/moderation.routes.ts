import { createRoute } from "@hono/zod-openapi";
import { blockUserSchema, reportListingSchema, reportUserSchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { blockUser, listBlocks, toBlockDto, unblockUser } from "./blocks.service";
import { blockListSchema, blockSchema, reportSchema } from "./moderation.schemas";
import { reportListing, reportUser, toReportDto } from "./reports.service";

const block = createRoute({
  method: "post",
  path: "/blocks",
  tags: ["Moderation"],
  summary: "Block a user: one-way, idempotent, never oneself",
  description:
    "Closes every conversation between the two, in both directions: neither can send or start a chat " +
    "(`CHAT_BLOCKED`). The parties' open chats hear a `chat` event. 201 when new, 200 when already blocked.",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: blockUserSchema } }, required: true } },
  responses: {
    201: { description: "Blocked", content: { "application/json": { schema: blockSchema } } },
    200: { description: "Already blocked", content: { "application/json": { schema: blockSchema } } },
    ...errorResponses(400, 401, 404),
  },
});

const listOwnBlocks = createRoute({
  method: "get",
  path: "/blocks",
  tags: ["Moderation"],
  summary: "The users one has blocked, most recent first",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "The blocked users",
      content: { "application/json": { schema: blockListSchema } },
    },
    ...errorResponses(401),
  },
});

const unblock = createRoute({
  method: "delete",
  path: "/blocks/{id}",
  tags: ["Moderation"],
  summary: "Unblock a user one has blocked (nothing happens when there is no such block)",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    204: { description: "Not blocked any more" },
    ...errorResponses(400, 401),
  },
});

const report = createRoute({
  method: "post",
  path: "/reports",
  tags: ["Moderation"],
  summary: "Report a user to the moderators; stored pending",
  description:
    "`reason` from the spec's list is required, `description` optional (at most 2,000 characters; blank " +
    "means none). With `chatId`, the chat must be one's own and `reportedId` its other party. " +
    "10 reports per user per hour.",
  middleware: [signedIn, rateLimit({ name: "reports", windowSeconds: 3600, max: 10 })] as const,
  request: { body: { content: { "application/json": { schema: reportUserSchema } }, required: true } },
  responses: {
    201: { description: "The stored report", content: { "application/json": { schema: reportSchema } } },
    ...errorResponses(400, 401, 404, 429),
  },
});

const reportAListing = createRoute({
  method: "post",
  path: "/products/{id}/reports",
  tags: ["Moderation"],
  summary: "Report a listing to the moderators, signed in or not (notice and action); stored pending",
  description:
    "`reason` from the listing reasons and a `description` (1-2,000 characters) are required; a guest " +
    "gives `email`, where the outcome is mailed (`REPORTER_EMAIL_REQUIRED` without it). A seller cannot " +
    "report their own listing (`CANNOT_REPORT_OWN_LISTING`); a removed listing is 404. 10 reports per " +
    "user, or per address for guests, per hour.",
  middleware: [rateLimit({ name: "listing-reports", windowSeconds: 3600, max: 10 })] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: reportListingSchema } }, required: true },
  },
  responses: {
    201: { description: "The stored report", content: { "application/json": { schema: reportSchema } } },
    ...errorResponses(400, 404, 429),
  },
});

export function moderationRoutes() {
  return createRouter()
    .openapi(block, async (c) => {
      const user = c.var.user;
      const { block, created } = await blockUser(c.var.deps, user.id, c.req.valid("json").userId);
      return c.json(toBlockDto(block), created ? 201 : 200);
    })
    .openapi(listOwnBlocks, async (c) => {
      const user = c.var.user;
      const rows = await listBlocks(c.var.deps.db, user.id);
      return c.json({ items: rows.map(toBlockDto) }, 200);
    })
    .openapi(unblock, async (c) => {
      await unblockUser(c.var.deps, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(report, async (c) => {
      const user = c.var.user;
      const row = await reportUser(c.var.deps.db, user.id, c.req.valid("json"));
      return c.json(toReportDto(row), 201);
    })
    .openapi(reportAListing, async (c) => {
      const user = c.var.user;
      const reporter = user ? { userId: user.id } : { userId: null, language: requestLanguage(c) };
      const row = await reportListing(c.var.deps.db, reporter, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toReportDto(row), 201);
    });
}
