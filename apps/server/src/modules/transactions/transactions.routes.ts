import { createRoute } from "@hono/zod-openapi";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { listCompletedTransactions } from "./completed-transactions.service";
import { completedTransactionsSchema, ownTransactionsSchema } from "./transactions.schemas";
import { listOwnTransactions } from "./transactions.service";

const mine = createRoute({
  method: "get",
  path: "/me/sales",
  tags: ["Sales"],
  summary: "My Items' Purchases, Pending and Sales tabs with their counts",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The user's sales", content: { "application/json": { schema: ownTransactionsSchema } } },
    ...errorResponses(401),
  },
});

const completed = createRoute({
  method: "get",
  path: "/me/sales/completed",
  tags: ["Sales"],
  summary: "The Profile's Transactions tab: completed sales as buyer or seller, newest completed first",
  middleware: [signedIn] as const,
  responses: {
    200: {
      description: "The completed sales",
      content: { "application/json": { schema: completedTransactionsSchema } },
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
