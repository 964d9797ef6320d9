import type { QueryClient } from "@tanstack/react-query";
import { refetchFromNow } from "@/lib/refetch-from-now";
import { notificationsQuery } from "./api/notifications";

/**
 * How the bell follows the live channel: a new or changed notification (a new message, a
 * collapsed one moved to the top, one read in another tab) fetches the list again, and so does
 * every (re)connection, for whatever was missed. The list and its unread count come from
 * GET /api/notifications only, so the badge always matches the list under it.
 */
export function notificationLiveUpdates(queryClient: QueryClient) {
  const refresh = () => void refetchFromNow(queryClient, { queryKey: notificationsQuery.queryKey });
  return { ready: refresh, notification: refresh };
}
