import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/**
 * The bell's list. No polling: new and changed notifications arrive on the live channel, and
 * the list is fetched again after every (re)connection (see live-updates.ts).
 */
export const notificationsQuery = queryOptions({
  queryKey: ["notifications"],
  // docs/product-rules.md#errors-and-messages: a notification load failure is only logged.
  meta: { quiet: true },
  queryFn: () => unwrap(api.notifications.$get()),
});

export type NotificationItem = Awaited<ReturnType<NonNullable<typeof notificationsQuery.queryFn>>>["items"][number];

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // docs/product-rules.md#errors-and-messages: notification failures are only logged.
    meta: { quiet: true },
    mutationFn: (id: string) => unwrap(api.notifications[":id"].read.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: () => unwrap(api.notifications["read-all"].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}
