import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { ApiError, api, unwrap } from "@/lib/api-client";
import { listingKeys } from "./query-keys";

export type ProductDetail = InferResponseType<(typeof api.products)[":id"]["$get"], 200>;

/** One listing with all its photos and its seller (a draft only for its seller). */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    // A missing or deleted product is the page's own state; any other failure is toasted and leads home.
    meta: { errorTitle: messages.listings.product.loadFailed, quiet: [400, 404, 410] },
    queryFn: ({ signal }) => unwrap(api.products[":id"].$get({ param: { id } }, { init: { signal } })),
  });
}

/**
 * Why a listing's query has nothing to show, as a state of the page rather than a failure: it never
 * existed or is not visible (400, 404), or it was deleted (410); undefined for any other error.
 */
export function listingAbsence(error: unknown): "missing" | "deleted" | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 410) return "deleted";
  return error.status === 404 || error.status === 400 ? "missing" : undefined;
}

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
