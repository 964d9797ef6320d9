import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

export type ProductDetail = InferResponseType<(typeof api.products)[":id"]["$get"], 200>;

/** One listing with all its photos and its seller (a draft only for its seller). */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.products[":id"].$get({ param: { id } }, { init: { signal } })),
  });
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
