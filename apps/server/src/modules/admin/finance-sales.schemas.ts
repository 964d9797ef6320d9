import { z } from "@hono/zod-openapi";
import { CANCEL_REASON_MAX_LENGTH, SALE_STATES, text } from "@kierto/shared";

const party = z.object({ id: z.uuid(), displayName: z.string(), email: z.string() });

export const financeSalesQuerySchema = z.object({
  q: text()
    .trim()
    .max(200)
    .optional()
    .openapi({ description: "A sale's id, part of the item's title, or of an e-mail" }),
});

export const financeSaleSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(SALE_STATES),
    amountCents: z.number().int().nullable(),
    commissionCents: z.number().int().nullable(),
    paymentProvider: z.string().nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    product: z.object({ id: z.uuid(), title: z.string() }),
    buyer: party,
    seller: party,
    moneyStage: z.enum(["none", "held", "released", "withdrawn", "refunded"]).openapi({
      description:
        "held: pending for the seller; released: in their available balance; withdrawn: they have withdrawn since it was released; refunded",
    }),
  })
  .openapi("FinanceSale");

export const financeSalesSchema = z.object({ sales: z.array(financeSaleSchema) }).openapi("FinanceSales");

export const refundSaleSchema = z
  .object({ reason: text().trim().min(1).max(CANCEL_REASON_MAX_LENGTH) })
  .openapi("RefundSale");

export const refundedSaleSchema = z.object({ id: z.uuid(), state: z.enum(SALE_STATES) }).openapi("RefundedSale");
