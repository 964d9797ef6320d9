import type { NotificationPreferences } from "@kierto/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export const notificationPreferencesQuery = queryOptions({
  queryKey: ["notifications", "preferences"],
  // The settings section says it itself.
  meta: { quiet: true },
  queryFn: () => unwrap(api.notifications.preferences.$get()),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.notifications.settings.failed },
    mutationFn: (preferences: NotificationPreferences) =>
      unwrap(api.notifications.preferences.$put({ json: preferences })),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved),
  });
}
