import { createRoute } from "@hono/zod-openapi";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { taxIdInputSchema, taxIdStatusSchema } from "./dac7.schemas";
import { saveTaxId, taxIdStatus } from "./tax-id.service";

const tags = ["Wallet"];

const getTaxId = createRoute({
  method: "get",
  path: "/me/tax-id",
  tags,
  summary: "Whether DAC7 asks the seller for their tax identification number, and whether they gave it",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The status", content: { "application/json": { schema: taxIdStatusSchema } } },
    ...errorResponses(401),
  },
});

const putTaxId = createRoute({
  method: "put",
  path: "/me/tax-id",
  tags,
  summary: "Give or replace the Finnish personal identity code DAC7 reports (only sellers over a threshold)",
  middleware: [signedIn] as const,
  request: { body: { content: { "application/json": { schema: taxIdInputSchema } }, required: true } },
  responses: {
    200: { description: "Stored", content: { "application/json": { schema: taxIdStatusSchema } } },
    ...errorResponses(400, 401, 409),
  },
});

export function dac7Routes() {
  return createRouter()
    .openapi(getTaxId, async (c) => c.json(await taxIdStatus(c.var.deps.db, c.var.user.id), 200))
    .openapi(putTaxId, async (c) => c.json(await saveTaxId(c.var.deps, c.var.user.id, c.req.valid("json").taxId), 200));
}
