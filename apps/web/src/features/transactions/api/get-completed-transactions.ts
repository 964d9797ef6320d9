import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { transactionKeys } from "./query-keys";

export type CompletedTransaction = InferResponseType<typeof api.me.sales.completed.$get, 200>["items"][number];

/** The Profile's Transactions tab: completed sales on either side, newest completed first. */
export const completedTransactionsQuery = queryOptions({
  queryKey: transactionKeys.completed(),
  // docs/product-rules.md#errors-and-messages: only logged; the tab offers a retry.
  meta: { quiet: true },
  queryFn: ({ signal }) => unwrap(api.me.sales.completed.$get({}, { init: { signal } })),
});

export function useCompletedTransactions() {
  return useQuery(completedTransactionsQuery);
}
