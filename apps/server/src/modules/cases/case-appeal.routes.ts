import { createRoute, z } from "@hono/zod-openapi";
import {
  APPEAL_STATUSES,
  CASE_REASONS,
  CASE_STATES,
  caseAppealDecisionSchema,
  caseAppealInputSchema,
} from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole, signedIn } from "../auth";
import { listPendingCaseAppeals } from "./case-appeal-queue";
import { decideCaseAppeal, submitCaseAppeal } from "./case-appeals";
import { caseViewFor } from "./case-reads";
import { casePhotoSchema, caseSchema } from "./cases.schemas";

const json = <T>(schema: T) => ({ "application/json": { schema } });
const staff = requireRole("moderator", "admin");

const appeal = createRoute({
  method: "post",
  path: "/cases/{id}/appeal",
  tags: ["Cases"],
  summary: "A party appeals a moderator's decision on their case, once, within 14 days",
  description:
    "Only a party the decision went against (the seller after a refund, the buyer after a release, either after a " +
    "partial refund); anyone else 404. Window closed, or a case the parties ended themselves, 409 `APPEAL_NOT_OPEN`; " +
    "a second appeal 409 `ALREADY_APPEALED`.",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: { content: json(caseAppealInputSchema), required: true } },
  responses: {
    201: { description: "The case with the reader's appeal", content: json(caseSchema) },
    ...errorResponses(400, 401, 404, 409),
  },
});

const appealQueueSchema = z
  .array(
    z.object({
      id: z.uuid(),
      statement: z.string(),
      createdAt: z.iso.datetime(),
      appellant: z.object({ id: z.uuid(), displayName: z.string(), role: z.enum(["buyer", "seller"]) }),
      case: z.object({
        id: z.uuid(),
        saleId: z.uuid(),
        state: z.enum(CASE_STATES),
        reason: z.enum(CASE_REASONS),
        description: z.string(),
        sellerStatement: z.string().nullable(),
        partialRefundCents: z.number().int().nullable(),
        decisionReasons: z.string(),
        decidedAt: z.iso.datetime(),
        photos: z.array(casePhotoSchema).openapi({ description: "Both sides' evidence photos, oldest first" }),
      }),
      sale: z.object({ id: z.uuid(), title: z.string(), amountCents: z.number().int() }),
      compensationIfOverturnedCents: z.number().int().openapi({
        description: "What overturning pays the appellant from the platform's buyer-protection money",
      }),
      mayDecide: z.boolean().openapi({ description: "False for the moderator who decided the case, or a party" }),
    }),
  )
  .openapi("CaseAppealQueue");

const queue = createRoute({
  method: "get",
  path: "/moderation/case-appeals",
  tags: ["Moderation"],
  summary: "Appeals against case decisions waiting for a moderator, oldest first",
  middleware: [staff] as const,
  responses: { 200: { description: "The appeals", content: json(appealQueueSchema) }, ...errorResponses(401, 403) },
});

const decide = createRoute({
  method: "post",
  path: "/moderation/case-appeals/{id}/decision",
  tags: ["Moderation"],
  summary: "Uphold or overturn a case decision on appeal; overturning pays the appellant what it cost them",
  description:
    "Not by the moderator who decided the case (403 `OWN_DECISION`) nor a party (403 `OWN_CASE`). Decided once (409).",
  middleware: [staff] as const,
  request: { params: idParamSchema, body: { content: json(caseAppealDecisionSchema), required: true } },
  responses: {
    200: {
      description: "The decided appeal",
      content: json(
        z.object({
          id: z.uuid(),
          status: z.enum(APPEAL_STATUSES),
          compensationCents: z.number().int().nullable(),
        }),
      ),
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function caseAppealRoutes() {
  return createRouter()
    .openapi(appeal, async (c) => {
      const { deps, user } = c.var;
      const { row } = await submitCaseAppeal(deps, user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(await caseViewFor(deps.db, row, user.id, deps.jobs.now()), 201);
    })
    .openapi(queue, async (c) => c.json(await listPendingCaseAppeals(c.var.deps.db, c.var.user.id), 200))
    .openapi(decide, async (c) => {
      const result = await decideCaseAppeal(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(result, 200);
    });
}
