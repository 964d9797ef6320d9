import { NOTIFICATION_LIST_LIMIT } from "@kierto/shared";
import type { QueryClient } from "@tanstack/react-query";
import { type NotificationItem, notificationsQuery } from "./api/notifications";

type NotificationList = { items: NotificationItem[]; unreadCount: number };

/**
 * How the bell follows the live channel: a new or changed notification (a collapsed new-message
 * notice moves to the top; one read in another tab turns read) replaces its old copy, newest
 * first, with the unread count the server sent. After every (re)connection the list is fetched
 * again, for whatever was missed.
 */
export function notificationLiveUpdates(queryClient: QueryClient) {
  return {
    ready() {
      void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
    },
    notification({ notification, unreadCount }: { notification: NotificationItem; unreadCount: number }) {
      const held = queryClient.getQueryData<NotificationList>(notificationsQuery.queryKey);
      if (!held) {
        void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey });
        return;
      }
      const items = [notification, ...held.items.filter((item) => item.id !== notification.id)]
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
        .slice(0, NOTIFICATION_LIST_LIMIT);
      queryClient.setQueryData<NotificationList>(notificationsQuery.queryKey, { items, unreadCount });
    },
  };
}
