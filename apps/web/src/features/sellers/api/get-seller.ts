import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type SellerPage = InferResponseType<(typeof api.users)[":id"]["$get"], 200>;

/** A seller's public page: profile, rating, member since and the first page of their listings. */
export function sellerQuery(id: string) {
  return queryOptions({
    queryKey: ["profiles", id, "seller-page"],
    // A missing seller is the page's own 'not found'; any other failure is toasted and leads home.
    meta: { errorTitle: messages.sellers.loadError, quiet: [400, 404] },
    queryFn: ({ signal }) => unwrap(api.users[":id"].$get({ param: { id } }, { init: { signal } })),
  });
}

export function useSeller(id: string) {
  return useQuery(sellerQuery(id));
}
