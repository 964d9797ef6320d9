import { createRoute, z } from "@hono/zod-openapi";
import { PAYMENT_STATUSES, PRODUCT_STATUSES } from "@kierto/shared";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { signedIn } from "../auth/guards";
import { coverSchema } from "../products/products.schemas";
import { listCompletedTransactions } from "./completed-transactions.service";
import { listOwnTransactions } from "./transactions.service";

const party = z.object({ id: z.uuid(), displayName: z.string() });

const transactionSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(["buyer", "seller"]).openapi({ description: "The signed-in user's side" }),
    product: z.object({
      id: z.uuid(),
      title: z.string(),
      priceCents: z.number().int(),
      status: z.enum(PRODUCT_STATUSES),
      cover: coverSchema.nullable(),
    }),
    buyer: party,
    seller: party,
    buyerConfirmed: z.boolean(),
    sellerConfirmed: z.boolean(),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
    amountCents: z.number().int().nullable(),
    completedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi("Transaction");

const ownTransactionsSchema = z
  .object({
    purchases: z.array(transactionSchema),
    pending: z.array(transactionSchema),
    sales: z.array(transactionSchema),
    counts: z.object({ purchases: z.number().int(), pending: z.number().int(), sales: z.number().int() }),
  })
  .openapi("OwnTransactions");

const mine = createRoute({
  method: "get",
  path: "/me/transactions",
  tags: ["Transactions"],
  summary: "My Items' Purchases, Pending and Sales tabs with their counts",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The user's sales", content: { "application/json": { schema: ownTransactionsSchema } } },
    ...errorResponses(401),
  },
});

const completedTransactionSchema = z
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

const completed = createRoute({
  method: "get",
  path: "/me/transactions/completed",
  tags: ["Transactions"],
  summary: "The Profile's Transactions tab: completed sales as buyer or seller, newest completed first",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "The completed sales",
      content: { "application/json": { schema: z.object({ items: z.array(completedTransactionSchema) }) } },
    },
    ...errorResponses(401),
  },
});

export function transactionRoutes() {
  return createRouter()
    .openapi(mine, async (c) => {
      const user = c.var.user;
      return c.json(await listOwnTransactions(c.var.deps.db, user.id), 200);
    })
    .openapi(completed, async (c) => {
      return c.json(await listCompletedTransactions(c.var.deps.db, c.var.user.id), 200);
    });
}
