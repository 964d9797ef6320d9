import { NOTIFICATION_LIST_LIMIT } from "@kierto/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { shownInBell } from "./in-app-choice";
import type { NotificationContent } from "./notification-templates";

type Executor = Pick<Database, "insert">;
type NotificationRow = typeof notifications.$inferSelect;
type NotificationData = NotificationRow["data"];

/** Notifications are created by the server only (docs/product-rules.md#notifications), never through the API. */
export async function createNotification(
  db: Executor,
  userId: string,
  content: NotificationContent,
  ids: NotificationData = {},
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, ...content, data: { ...content.data, ...ids } })
    .returning();
  return row;
}

export async function listNotifications(db: Database, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), shownInBell("notifications")))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false), shownInBell("notifications"))),
  ]);
  return { items: rows.map(toNotificationDto), unreadCount: unread?.value ?? 0 };
}

/** Marks one of the user's own notifications read; another user's id matches nothing. */
export async function markNotificationRead(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export function toNotificationDto(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}
