import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

export type OwnProfilePage = InferResponseType<typeof api.profiles.me.$get, 200>;

export const profileKeys = { all: ["profile"] as const, mine: ["profile", "mine"] as const };

/** The Profile screen: my profile with the Verified badge, rating and items listed. */
export const ownProfileQuery = queryOptions({
  queryKey: profileKeys.mine,
  // docs/product-rules.md#errors-and-messages: a profile load failure is only logged.
  meta: { quiet: true },
  queryFn: ({ signal }) => unwrap(api.profiles.me.$get({}, { init: { signal } })),
});

export function useOwnProfile() {
  return useQuery(ownProfileQuery);
}
