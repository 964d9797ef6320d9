/** Spec §2 Notifications (bell). */
export const notifications = {
  bellLabel: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications"),
  title: "Notifications",
  markAllRead: "Mark all read",
  empty: "No notifications",
  unread: "Unread",
};
