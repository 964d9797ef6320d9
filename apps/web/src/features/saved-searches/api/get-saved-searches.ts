import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";
import { savedSearchKeys } from "./query-keys";

/** docs/product-rules.md#saved-searches: the person's saved searches with their new matches. */
export const savedSearchesQuery = queryOptions({
  queryKey: savedSearchKeys.list,
  // The page shows the failure with a Try again.
  meta: { quiet: true },
  queryFn: ({ signal }) => unwrap(api.me["saved-searches"].$get(undefined, { init: { signal } })),
});

export type SavedSearchItem = Awaited<ReturnType<NonNullable<typeof savedSearchesQuery.queryFn>>>["items"][number];

export function useSavedSearches() {
  return useQuery(savedSearchesQuery);
}
