import type { QueryClient } from "@tanstack/react-query";
import { type FeedPage, feedQuery } from "@/features/listings/api/get-feed";
import type { ProductDetail } from "@/features/listings/api/get-product";
import { listingKeys } from "@/features/listings/api/query-keys";
import { readFeedFilters } from "@/features/listings/browse/feed-filters";
import { type SessionData, sessionQuery } from "@/lib/session-query";

/** The id of the server's JSON block (apps/server/src/modules/products/first-view.ts). */
const FIRST_VIEW_DATA_ID = "first-view-data";

/** What the server put into the page for a guest's first view, as its API would answer it. */
export interface FirstViewData {
  session?: SessionData;
  /** The first page of the unfiltered feed (home). */
  feed?: FeedPage;
  /** The listing of a product page. */
  product?: ProductDetail;
}

/**
 * ADR 0013: the first view renders from data that came with the page, not after API calls.
 * The block is read once, before the first render, into the queries that would fetch it; they
 * then count as fresh for their usual stale time and refresh as usual after it.
 */
export function seedFirstViewData(queryClient: QueryClient, doc: Document = document) {
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return;
  let data: FirstViewData;
  try {
    data = JSON.parse(text) as FirstViewData;
  } catch (error) {
    // Never expected; the app still works by fetching what the block would have given.
    console.error("The page's first view data is not JSON", error);
    return;
  }
  if (data.session) queryClient.setQueryData(sessionQuery.queryKey, data.session);
  if (data.feed) {
    const unfiltered = feedQuery(readFeedFilters(new URLSearchParams()));
    queryClient.setQueryData(unfiltered.queryKey, { pages: [data.feed], pageParams: [undefined] });
  }
  // The product query's key alone: its options carry the product page's texts, which load with that page (ADR 0021).
  if (data.product) queryClient.setQueryData<ProductDetail>(listingKeys.detail(data.product.id), data.product);
}
