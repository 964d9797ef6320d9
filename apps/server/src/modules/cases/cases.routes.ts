import { createRoute, z } from "@hono/zod-openapi";
import { addCasePhotosSchema, caseAnswerSchema, openCaseSchema, partialAnswerSchema } from "@kierto/shared";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { answerCase, answerPartialRefund, confirmReturnReceived } from "./case-answers";
import { addCasePhotos } from "./case-evidence";
import { openCase } from "./case-open";
import { photosOfCase } from "./case-photos";
import { caseById, caseOfSale, caseViewFor } from "./case-reads";
import { caseSchema, toCaseDto } from "./cases.schemas";

const json = <T>(schema: T) => ({ "application/json": { schema } });
const body = <T>(schema: T) => ({ content: json(schema), required: true });
const ok = { 200: { description: "The case", content: json(caseSchema) } };

const open = createRoute({
  method: "post",
  path: "/sales/{id}/case",
  tags: ["Cases"],
  summary: "The buyer reports a problem with a delivered sale while the confirmation window runs",
  description:
    "The sale's money stays held and it no longer completes on its own; the seller has 72 hours to answer. " +
    "Only the buyer (the seller 403; anyone else 404). Window closed or already reported 409 `CASE_WINDOW_CLOSED`; " +
    "three open cases 409 `CASE_LIMIT_REACHED`. `photoIds`: up to five of the buyer's own photos uploaded " +
    "through POST /api/cases/photos and not yet in a case (400 `CASE_PHOTO_INVALID` otherwise).",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: body(openCaseSchema) },
  responses: {
    201: { description: "The case", content: json(caseSchema) },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const ofSale = createRoute({
  method: "get",
  path: "/sales/{id}/case",
  tags: ["Cases"],
  summary: "The sale's problem case, null when there is none: its two parties and staff only (404 otherwise)",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: {
    200: { description: "The case, or null", content: json(caseSchema.nullable()) },
    ...errorResponses(400, 401, 404),
  },
});

const byId = createRoute({
  method: "get",
  path: "/cases/{id}",
  tags: ["Cases"],
  summary: "A problem case: its two parties and staff only (404 otherwise)",
  middleware: [signedIn] as const,
  request: { params: idParamSchema },
  responses: { ...ok, ...errorResponses(400, 401, 404) },
});

const answer = createRoute({
  method: "post",
  path: "/cases/{id}/answer",
  tags: ["Cases"],
  summary: "The seller accepts a return, offers a partial refund, or contests",
  description:
    "Only while the case awaits the seller (409 `CASE_STATE_CONFLICT`); the buyer 403; anyone else 404. " +
    "A partial refund at or above the price 400 `PARTIAL_REFUND_INVALID`. A contest may carry up to five of " +
    "the seller's own uploaded photos (`photoIds`; 400 `CASE_PHOTO_INVALID` for any other).",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: body(caseAnswerSchema) },
  responses: { ...ok, ...errorResponses(400, 401, 403, 404, 409) },
});

const partialAnswer = createRoute({
  method: "post",
  path: "/cases/{id}/partial-refund",
  tags: ["Cases"],
  summary: "The buyer accepts (keeping the item; the sale completes) or declines (moderators decide) a partial refund",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: body(partialAnswerSchema) },
  responses: { ...ok, ...errorResponses(400, 401, 403, 404, 409) },
});

const returnReceived = createRoute({
  method: "post",
  path: "/cases/{id}/return-received",
  tags: ["Cases"],
  summary: "The seller confirms the returned item reached them: the buyer is refunded in full",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: { content: json(z.object({})), required: false } },
  responses: { ...ok, ...errorResponses(400, 401, 403, 404, 409) },
});

const addPhotos = createRoute({
  method: "post",
  path: "/cases/{id}/photos",
  tags: ["Cases"],
  summary: "A party adds evidence photos to their side of a case not yet decided",
  description:
    "While the case awaits the seller, the buyer's answer to a partial refund, or a moderator (409 " +
    "`CASE_STATE_CONFLICT` otherwise); anyone but its two parties 404. `photoIds`: one to five of the person's own " +
    "photos uploaded through POST /api/cases/photos and not yet in a case (400 `CASE_PHOTO_INVALID` otherwise). " +
    "Each side holds at most five photos in all, those of the report or the contest included (409 `CASE_PHOTOS_FULL`).",
  middleware: [signedIn] as const,
  request: { params: idParamSchema, body: body(addCasePhotosSchema) },
  responses: { ...ok, ...errorResponses(400, 401, 404, 409) },
});

export function caseRoutes() {
  return createRouter()
    .openapi(open, async (c) => {
      const { deps } = c.var;
      const row = await openCase(deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toCaseDto(row, await photosOfCase(deps.db, row.id)), 201);
    })
    .openapi(ofSale, async (c) => {
      const { deps, user } = c.var;
      const row = await caseOfSale(deps.db, user, c.req.valid("param").id);
      return c.json(row && (await caseViewFor(deps.db, row, user.id, deps.jobs.now())), 200);
    })
    .openapi(byId, async (c) => {
      const { deps, user } = c.var;
      const row = await caseById(deps.db, user, c.req.valid("param").id);
      return c.json(await caseViewFor(deps.db, row, user.id, deps.jobs.now()), 200);
    })
    .openapi(answer, async (c) => {
      const row = await answerCase(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toCaseDto(row, await photosOfCase(c.var.deps.db, row.id)), 200);
    })
    .openapi(partialAnswer, async (c) => {
      const row = await answerPartialRefund(
        c.var.deps,
        c.var.user.id,
        c.req.valid("param").id,
        c.req.valid("json").accept,
      );
      return c.json(toCaseDto(row, await photosOfCase(c.var.deps.db, row.id)), 200);
    })
    .openapi(addPhotos, async (c) => {
      const { deps } = c.var;
      const row = await addCasePhotos(deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toCaseDto(row, await photosOfCase(deps.db, row.id)), 200);
    })
    .openapi(returnReceived, async (c) => {
      const row = await confirmReturnReceived(c.var.deps, c.var.user.id, c.req.valid("param").id);
      return c.json(toCaseDto(row, await photosOfCase(c.var.deps.db, row.id)), 200);
    });
}
