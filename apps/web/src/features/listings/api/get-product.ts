import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

export type ProductDetail = InferResponseType<(typeof api.products)[":id"]["$get"], 200>;

/** One listing with all its photos and its seller (a draft only for its seller). */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    // A missing product is the page's own 'Product not found'; any other failure is toasted and leads home.
    meta: { errorTitle: messages.listings.product.loadFailed, quiet: [400, 404] },
    queryFn: ({ signal }) => unwrap(api.products[":id"].$get({ param: { id } }, { init: { signal } })),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
