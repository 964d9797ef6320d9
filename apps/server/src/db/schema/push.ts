import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { notifications } from "./notifications";

/**
 * A browser's push subscription (docs/decisions/0080): one row per device, found by the push
 * service's endpoint, which a browser hands out once per subscription. The keys encrypt what is
 * sent to it (RFC 8291); only the push service and the device ever see the plain text.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
    /** Refreshed whenever the browser sends it again, and on every accepted push. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/**
 * Each announcement of a notification that was given to the push queue, by the notification's
 * `created_at` (a collapsed chat notification moves it at every message): the key that makes
 * queuing idempotent however often one announcement is repeated.
 */
export const notificationPushes = pgTable(
  "notification_pushes",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    announcedAt: timestamp("announced_at", { withTimezone: true, precision: 6 }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.announcedAt] })],
);

/**
 * The development push outbox, beside the mail one: what the local push sender would have sent,
 * shown at /dev/push so a machine without a push service still shows every push.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    userId: uuid("user_id").notNull(),
    endpoint: text("endpoint").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_outbox_created_idx").on(t.createdAt.desc())],
);
