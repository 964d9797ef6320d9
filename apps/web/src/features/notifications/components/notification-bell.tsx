import { UNREAD_BADGE_CAP } from "@kierto/shared";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { formatRelative } from "@/lib/format";
import {
  type NotificationItem,
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "../api/notifications";
import { notificationTarget } from "../notification-target";
import { notificationText } from "../notification-text";

/** docs/product-rules.md#notifications Notifications: latest 20, '9+' badge, mark all read, click marks read and opens. */
export function NotificationBell() {
  const m = useMessages().notifications;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Failures here are only logged (docs/product-rules.md#errors-and-messages tolerated failures): the bell simply shows nothing new.
  const { data } = useQuery(notificationsQuery);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const items = data?.items ?? [];

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    const target = notificationTarget(item);
    setOpen(false);
    if (target) navigate(target);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={m.bellLabel(unread)}>
          <Bell aria-hidden className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {unread > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-stone-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <h2 className="font-semibold">{m.title}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {m.markAllRead}
            </Button>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-stone-600">{m.empty}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {items.map((item) => {
                const { title, body } = notificationText(item);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => openItem(item)}
                      className={cn("block w-full px-4 py-3 text-left hover:bg-stone-50", !item.read && "bg-brand-50")}
                    >
                      <span className="flex items-center gap-2 text-sm font-semibold">
                        {!item.read && (
                          <>
                            <span aria-hidden className="size-2 rounded-full bg-brand-700" />
                            <span className="sr-only">{m.unread}</span>
                          </>
                        )}
                        {title}
                      </span>
                      <span className="block text-sm text-stone-700">{body}</span>
                      <span className="block text-xs text-stone-500">{formatRelative(item.createdAt)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
