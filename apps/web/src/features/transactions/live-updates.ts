import type { QueryClient } from "@tanstack/react-query";
import { refetchFromNow } from "@/lib/refetch-from-now";
import { transactionKeys } from "./api/query-keys";

/**
 * How sales follow the live channel: when a sale moves on (the other person confirmed, a payment
 * arrived, the seller cancelled), the chat's sale, My Items and the Transactions tab are read
 * again; so they are after every (re)connection, for whatever was missed.
 */
export function saleLiveUpdates(queryClient: QueryClient) {
  const refresh = () => void refetchFromNow(queryClient, { queryKey: transactionKeys.all });
  return { ready: refresh, sale: refresh };
}
