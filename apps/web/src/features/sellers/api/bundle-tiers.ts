import type { BundleTier } from "@kierto/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

const tiersKey = ["profiles", "me", "bundle-tiers"] as const;

export const bundleTiersQuery = () =>
  queryOptions({ queryKey: tiersKey, queryFn: () => unwrap(api.me["bundle-tiers"].$get()) });

export const useBundleTiers = () => useQuery(bundleTiersQuery());

/** Saves the seller's tiers; the server checks them again and answers what it stored. */
export function useSaveBundleTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.sellers.bundleTiers.failed },
    mutationFn: (tiers: BundleTier[]) => unwrap(api.me["bundle-tiers"].$put({ json: { tiers } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(tiersKey, saved);
      return queryClient.invalidateQueries({ queryKey: ["profiles"] });
    },
  });
}
