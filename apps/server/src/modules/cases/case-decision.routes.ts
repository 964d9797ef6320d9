import { createRoute } from "@hono/zod-openapi";
import { caseDecisionSchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import { decideCase } from "./case-decision";
import { photosOfCase, photosOfCases } from "./case-photos";
import { listCasesAwaitingDecision } from "./case-queue";
import { caseQueueSchema, caseSchema, toCaseDto } from "./cases.schemas";

const staff = requireRole("moderator", "admin");

const queue = createRoute({
  method: "get",
  path: "/moderation/cases",
  tags: ["Moderation"],
  summary: "Problem cases waiting for a moderator (contested or escalated), oldest first, with both parties' records",
  middleware: [staff] as const,
  responses: {
    200: { description: "The cases", content: { "application/json": { schema: caseQueueSchema } } },
    ...errorResponses(401, 403),
  },
});

const decide = createRoute({
  method: "post",
  path: "/moderation/cases/{id}/decision",
  tags: ["Moderation"],
  summary:
    "Decide a contested or escalated case: refund in full once the item is back, refund in full at once, refund part, or release to the seller",
  description:
    "`reasons` is the statement of reasons both parties receive. `refund_after_return` sends the case back to " +
    "`awaiting_return` (3 days to drop the item off; the refund follows its return). A party to the sale 403 " +
    "`OWN_CASE`; a case not waiting for a decision 409 `CASE_STATE_CONFLICT`; a partial refund at or above the " +
    "price 400 `PARTIAL_REFUND_INVALID`; a return of a shipped item that does not name who pays its postage " +
    "(`returnPostagePayer`) 400 `RETURN_POSTAGE_PAYER_REQUIRED`, one of a hand-delivered item that does 400 " +
    "`RETURN_POSTAGE_NOT_APPLICABLE`.",
  middleware: [staff] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: caseDecisionSchema } }, required: true },
  },
  responses: {
    200: { description: "The decided case", content: { "application/json": { schema: caseSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function caseDecisionRoutes() {
  return createRouter()
    .openapi(queue, async (c) => {
      const { db } = c.var.deps;
      const items = await listCasesAwaitingDecision(db);
      const photos = await photosOfCases(
        db,
        items.map((item) => item.case.id),
      );
      return c.json(
        items.map((item) => ({ ...item, case: toCaseDto(item.case, photos.get(item.case.id) ?? []) })),
        200,
      );
    })
    .openapi(decide, async (c) => {
      const row = await decideCase(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toCaseDto(row, await photosOfCase(c.var.deps.db, row.id)), 200);
    });
}
