import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type MyProducts = InferResponseType<typeof api.me.products.$get, 200>;

/** My Items: every listing of mine, any status, with the tab counts. Under "products" like every listing query. */
export const myProductsQuery = queryOptions({
  queryKey: ["products", "mine"],
  // docs/product-rules.md#errors-and-messages: 'Error loading your items' (once, with My Items' other list).
  meta: { errorTitle: messages.myItems.loadError },
  queryFn: ({ signal }) => unwrap(api.me.products.$get({}, { init: { signal } })),
});

export function useMyProducts() {
  return useQuery(myProductsQuery);
}
