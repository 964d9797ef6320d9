import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { type FeedFilters, toFeedQuery } from "../browse/feed-filters";
import { listingKeys } from "./query-keys";

export type FeedPage = InferResponseType<typeof api.products.$get, 200>;
export type FeedScope = FeedFilters & { seller?: string };

/**
 * docs/product-rules.md#feed Feed: pages of 20 active listings, newest first. Each next page starts after the
 * server's keyset cursor, so listings added meanwhile neither repeat nor vanish. A new set of
 * filters is a new query: the feed starts over from its first page.
 */
export function feedQuery(scope: FeedScope) {
  const { seller, ...filters } = scope;
  return infiniteQueryOptions({
    queryKey: listingKeys.feed(scope),
    // docs/product-rules.md#errors-and-messages: a feed load failure is only logged; the feed offers to try again.
    meta: { quiet: true },
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.products.$get(
          {
            query: {
              ...toFeedQuery(filters),
              ...(seller ? { seller } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useFeed(scope: FeedScope, initialPage?: FeedPage) {
  return useInfiniteQuery({
    ...feedQuery(scope),
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [undefined] } } : {}),
  });
}
