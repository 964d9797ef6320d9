import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { favoriteKeys } from "./query-keys";

export type FavoriteItem = InferResponseType<typeof api.me.favorites.$get, 200>["items"][number];

/** docs/product-rules.md#favourites Favorites: the signed-in user's saved listings, most recently saved first. */
export const favoritesQuery = queryOptions({
  queryKey: favoriteKeys.list,
  // The Favorites page shows the failure with a Try again.
  meta: { quiet: true },
  queryFn: ({ signal }) => unwrap(api.me.favorites.$get({}, { init: { signal } })),
});

export function useFavorites() {
  return useQuery(favoritesQuery);
}
