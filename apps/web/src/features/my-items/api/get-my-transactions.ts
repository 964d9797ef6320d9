import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

export type MyTransactions = InferResponseType<typeof api.me.transactions.$get, 200>;
export type MyTransaction = MyTransactions["purchases"][number];

/** My Items' Purchases, Pending and Sales tabs: real sales only, from the server. */
export const myTransactionsQuery = queryOptions({
  queryKey: ["transactions", "mine"],
  queryFn: ({ signal }) => unwrap(api.me.transactions.$get({}, { init: { signal } })),
});

export function useMyTransactions() {
  return useQuery(myTransactionsQuery);
}
