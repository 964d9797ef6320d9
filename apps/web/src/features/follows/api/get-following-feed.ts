import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { followKeys } from "./query-keys";

/**
 * docs/product-rules.md#following-sellers Following: the newest active listings of the sellers one
 * follows, 20 at a time; each next page starts after the server's keyset cursor, as the feed's do.
 */
export const followingFeedQuery = infiniteQueryOptions({
  queryKey: followKeys.feed,
  // The page shows the failure with a Try again.
  meta: { quiet: true },
  queryFn: ({ pageParam, signal }) =>
    unwrap(api.me.following.listings.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
});

export function useFollowingFeed() {
  return useInfiniteQuery(followingFeedQuery);
}
