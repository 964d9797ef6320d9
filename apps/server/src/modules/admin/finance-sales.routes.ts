import { createRoute } from "@hono/zod-openapi";
import { errorResponses, idParamSchema } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import {
  financeSalesQuerySchema,
  financeSalesSchema,
  refundedSaleSchema,
  refundSaleSchema,
} from "./finance-sales.schemas";
import { findCardSales } from "./finance-sales.service";
import { refundSaleAsStaff } from "./sale-refund.service";

const tags = ["Admin"];

const getSales = createRoute({
  method: "get",
  path: "/admin/finance/sales",
  tags,
  summary: "Card sales, newest first, 20 at most, with where their money stands (admins only)",
  middleware: [requireRole("admin")] as const,
  request: { query: financeSalesQuerySchema },
  responses: {
    200: { description: "The sales", content: { "application/json": { schema: financeSalesSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

const postRefund = createRoute({
  method: "post",
  path: "/admin/finance/sales/{id}/refund",
  tags,
  summary: "Refund a card sale to its buyer, with the reason (admins only)",
  description:
    "A paid or handed-over sale ends and its item is on sale again; a completed sale stays sold and the seller's share is taken back (from the balance, by reversing a Stripe transfer, or as a debt). Refusals: 404 `NOT_FOUND`; not paid by card 409 `SALE_NOT_PAID_BY_CARD`; already refunded or not paid yet 409 `SALE_STATE_CONFLICT`.",
  middleware: [requireRole("admin")] as const,
  request: {
    params: idParamSchema,
    body: { content: { "application/json": { schema: refundSaleSchema } }, required: true },
  },
  responses: {
    200: { description: "Refunded", content: { "application/json": { schema: refundedSaleSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function financeSalesRoutes() {
  return createRouter()
    .openapi(getSales, async (c) => c.json({ sales: await findCardSales(c.var.deps.db, c.req.valid("query").q) }, 200))
    .openapi(postRefund, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await refundSaleAsStaff(c.var.deps, c.var.user.id, c.req.valid("param").id, reason), 200);
    });
}
