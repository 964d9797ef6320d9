import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { chats } from "./chats";
import { createdAt, id } from "./columns";
import {
  appealStatusEnum,
  auditActionEnum,
  languageEnum,
  moderationActionEnum,
  reportReasonEnum,
  reportStatusEnum,
} from "./enums";

/** A copy of a reported conversation, kept with the report so that deleting the chat or listing keeps the evidence. */
export interface ReportEvidence {
  product: { id: string; title: string; sellerId: string } | null;
  messages: { id: string; senderId: string; senderName: string; content: string; createdAt: string }[];
}

/** A one-way block (docs/product-rules.md#blocks-and-reports): the blocker stops hearing from the blocked user. */
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
    /** Null for a guest's notice about a listing: `reporterEmail` then says where the outcome goes. */
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "cascade" }),
    reporterEmail: text("reporter_email"),
    /** The language a guest reported in, for the outcome's mail. */
    reporterLanguage: languageEnum("reporter_language"),
    reportedId: uuid("reported_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A report outlives the conversation it came from: moderators still need to see it.
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    reason: reportReasonEnum("reason").notNull(),
    description: text("description"),
    status: reportStatusEnum("status").notNull().default("pending"),
    evidence: jsonb("evidence").$type<ReportEvidence>(),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** What the decision did besides closing the report, and the moderator's stated grounds. */
    action: moderationActionEnum("action"),
    decisionNote: text("decision_note"),
    createdAt: createdAt(),
  },
  (t) => [
    check("reports_not_self", sql`${t.reporterId} <> ${t.reportedId}`),
    check("reports_reporter_known", sql`${t.reporterId} is not null or ${t.reporterEmail} is not null`),
    check("reports_description_length", sql`${t.description} is null or char_length(${t.description}) <= 2000`),
    index("reports_status_idx").on(t.status, t.createdAt.desc()),
  ],
);

/**
 * Every moderator and admin action (who, what, on whom, when, why), readable by admins. Rows
 * outlive the accounts they name: a deleted actor or target leaves the entry with a null id.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: auditActionEnum("action").notNull(),
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string | null>>().notNull().default({}),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // The log is read newest first in pages cut by (time, id).
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("audit_log_reason_length", sql`${t.reason} is null or char_length(${t.reason}) <= 2000`),
  ],
);

/**
 * An appeal against a moderation decision (DSA art. 17 and 20): the person's statement, kept with
 * the report it is about, waiting in the moderation queue until a moderator who did not take the
 * decision upholds or overturns it. One per decision.
 */
export const appeals = pgTable(
  "appeals",
  {
    id: id(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    statement: text("statement").notNull(),
    status: appealStatusEnum("status").notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("appeals_report_unique").on(t.reportId),
    index("appeals_status_idx").on(t.status, t.createdAt),
    check("appeals_statement_length", sql`char_length(${t.statement}) between 1 and 2000`),
  ],
);
