import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { type FeedFilters, toFeedQuery } from "../browse/feed-filters";
import { listingKeys } from "./query-keys";

/**
 * docs/product-rules.md#feed: how many listings the filters and search find, up to 1,000. The
 * order changes nothing, so it is left out of the request and the key: re-sorting keeps the count.
 */
export function feedCountQuery(filters: FeedFilters) {
  const { sort: _sort, featured: _featured, ...counted } = filters;
  const query = toFeedQuery({ ...counted, featured: false });
  return queryOptions({
    queryKey: listingKeys.feedCount(query),
    // A count that fails to load is left out; the feed itself says what went wrong.
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.products.count.$get({ query }, { init: { signal } })),
  });
}

export function useFeedCount(filters: FeedFilters) {
  return useQuery(feedCountQuery(filters));
}
