import type { QueryClient } from "@tanstack/react-query";
import { refetchFromNow } from "@/lib/refetch-from-now";
import { offerKeys } from "./api/offers";

/**
 * How offers follow the live channel: every change to an offer publishes its chat's event, so a
 * chat event (and every (re)connection, for whatever was missed) reads the offers again.
 */
export function offerLiveUpdates(queryClient: QueryClient) {
  const refresh = () => void refetchFromNow(queryClient, { queryKey: offerKeys.all });
  return { ready: refresh, chat: refresh, sale: refresh };
}
