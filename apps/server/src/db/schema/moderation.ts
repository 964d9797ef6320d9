import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { chats } from "./chats";
import { createdAt, id } from "./columns";
import { reportReasonEnum, reportStatusEnum } from "./enums";

/** A one-way block (spec §4): the blocker stops hearing from the blocked user. */
export const blockedUsers = pgTable(
  "blocked_users",
  {
    id: id(),
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("blocked_users_pair_unique").on(t.blockerId, t.blockedId),
    check("blocked_users_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
    index("blocked_users_blocked_idx").on(t.blockedId),
  ],
);

export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reportedId: uuid("reported_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A report outlives the conversation it came from: moderators still need to see it.
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    reason: reportReasonEnum("reason").notNull(),
    description: text("description"),
    status: reportStatusEnum("status").notNull().default("pending"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("reports_not_self", sql`${t.reporterId} <> ${t.reportedId}`),
    check("reports_description_length", sql`${t.description} is null or char_length(${t.description}) <= 2000`),
    index("reports_status_idx").on(t.status, t.createdAt.desc()),
  ],
);
