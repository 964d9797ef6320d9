import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";
import { notificationTypeEnum } from "./enums";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationTypeEnum("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    data: jsonb("data").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`not ${t.read}`),
    // Consecutive unread messages in one chat collapse into one notification: at most one unread
    // new_message per user and chat, so two messages sent at the same instant cannot make two.
    uniqueIndex("notifications_unread_chat_unique")
      .on(t.userId, sql`(${t.data}->>'chatId')`)
      .where(sql`type = 'new_message' and not read`),
    // Price drops of one listing collapse the same way: at most one unread price_drop per user and listing.
    uniqueIndex("notifications_unread_price_drop_unique")
      .on(t.userId, sql`(${t.data}->>'productId')`)
      .where(sql`type = 'price_drop' and not read`),
    // The profile reminder is sent once per account, however many tabs ask at the same time.
    uniqueIndex("notifications_profile_reminder_unique").on(t.userId).where(sql`type = 'profile_reminder'`),
  ],
);
