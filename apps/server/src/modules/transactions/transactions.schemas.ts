import { z } from "@hono/zod-openapi";
import { PAYMENT_PROVIDERS, SALE_STATES, STORED_PRODUCT_STATUSES } from "@kierto/shared";
import { coverSchema } from "../products";

const party = z.object({ id: z.uuid(), displayName: z.string() });

/** A bundle's items and discount (docs/decisions/0082); null for a single-item sale. */
export const bundleSummarySchema = z
  .object({
    items: z.array(
      z.object({ id: z.uuid(), title: z.string(), priceCents: z.number().int(), cover: coverSchema.nullable() }),
    ),
    subtotalCents: z.number().int(),
    discountPercent: z.number().int(),
    discountCents: z.number().int(),
  })
  .openapi("BundleSummary");

export const transactionSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(["buyer", "seller"]).openapi({ description: "The signed-in user's side" }),
    product: z.object({
      id: z.uuid(),
      title: z.string(),
      priceCents: z.number().int(),
      status: z
        .enum(STORED_PRODUCT_STATUSES)
        .openapi({ description: "`deleted`: a listing removed after a sale on it ended unfinished" }),
      cover: coverSchema.nullable(),
    }),
    buyer: party,
    seller: party,
    buyerConfirmed: z.boolean(),
    sellerConfirmed: z.boolean(),
    state: z.enum(SALE_STATES),
    paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable().openapi({ description: "Null for a cash hand-over" }),
    amountCents: z.number().int().nullable(),
    bundle: bundleSummarySchema.nullable(),
    completedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi("Transaction");

export const ownTransactionsSchema = z
  .object({
    purchases: z.array(transactionSchema),
    pending: z.array(transactionSchema),
    sales: z.array(transactionSchema),
    counts: z.object({ purchases: z.number().int(), pending: z.number().int(), sales: z.number().int() }),
  })
  .openapi("OwnTransactions");

export const completedTransactionSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(["buyer", "seller"]).openapi({ description: "The signed-in user's side" }),
    product: z.object({ id: z.uuid(), title: z.string(), priceCents: z.number().int(), cover: coverSchema.nullable() }),
    counterparty: z.object({ id: z.uuid(), displayName: z.string(), avatarUrl: z.string().nullable() }),
    completedAt: z.iso.datetime(),
    reviewedByMe: z
      .boolean()
      .openapi({ description: "The signed-in user reviewed the other party: 'Review submitted'" }),
  })
  .openapi("CompletedTransaction");

export const completedTransactionsSchema = z.object({ items: z.array(completedTransactionSchema) });
