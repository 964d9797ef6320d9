import type { QueryClient } from "@tanstack/react-query";
import { refetchFromNow } from "@/lib/refetch-from-now";
import { bundleKeys } from "./api/bundles";

/**
 * How the bundle page follows the live channel: every change to an offer publishes its chat's
 * event, so an offer on the bundle accepted, countered or ended in the chat shows on the page (and
 * in the total Pay charges) at once; after every (re)connection too, for whatever was missed.
 */
export function bundleLiveUpdates(queryClient: QueryClient) {
  const refresh = () => void refetchFromNow(queryClient, { queryKey: bundleKeys.all });
  return { ready: refresh, chat: refresh };
}
