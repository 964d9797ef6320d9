import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type MyTransactions = InferResponseType<typeof api.me.sales.$get, 200>;
export type MyTransaction = MyTransactions["purchases"][number];

/** My Items' Purchases, Pending and Sales tabs: real sales only, from the server. */
export const myTransactionsQuery = queryOptions({
  queryKey: ["transactions", "mine"],
  // docs/product-rules.md#errors-and-messages: 'Error loading your items' (once, with My Items' other list).
  meta: { errorTitle: messages.myItems.loadError },
  queryFn: ({ signal }) => unwrap(api.me.sales.$get({}, { init: { signal } })),
});

export function useMyTransactions() {
  return useQuery(myTransactionsQuery);
}
