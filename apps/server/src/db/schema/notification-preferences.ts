import { boolean, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { updatedAt } from "./columns";
import { notificationGroupEnum } from "./enums";
import { notifications } from "./notifications";

/**
 * A person's channel choices, one row per group they saved; a group without a row takes the
 * defaults (packages/shared DEFAULT_NOTIFICATION_PREFERENCES), so changing a default reaches
 * everyone who never chose.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group: notificationGroupEnum("group").notNull(),
    inApp: boolean("in_app").notNull(),
    email: boolean("email").notNull(),
    push: boolean("push").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.group] })],
);

/**
 * The notifications a mail was queued for: the key that makes queuing idempotent, however many
 * times the same notification is announced (a collapsed chat notification is announced per message).
 */
export const notificationMails = pgTable("notification_mails", {
  notificationId: uuid("notification_id")
    .primaryKey()
    .references(() => notifications.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
