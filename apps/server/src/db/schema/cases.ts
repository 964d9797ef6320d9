import type { CaseReason, CaseState } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { transactions } from "./transactions";

/*
 * Buyer protection (modules/cases, docs/decisions/0068): a problem the buyer reported about a
 * sale, at most one per sale. Each deadline lives on the row and the minute job moves the cases
 * whose deadline passed by the engine's clock; a step that leaves a state clears its deadline.
 */
export const cases = pgTable(
  "cases",
  {
    id: id(),
    saleId: uuid("sale_id")
      .notNull()
      .unique()
      .references(() => transactions.id, { onDelete: "restrict" }),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reason: text("reason").$type<CaseReason>().notNull(),
    description: text("description").notNull(),
    state: text("state").$type<CaseState>().notNull().default("awaiting_seller"),
    /**
     * Whoever the case waits on answers by then, or it is escalated to moderators: the seller
     * (72 hours from the report), or the buyer a partial refund was offered to (72 hours from the offer).
     */
    answerDueAt: timestamp("answer_due_at", { withTimezone: true }),
    /** The seller's one reminder (48 hours); cleared once sent or answered. */
    sellerReminderAt: timestamp("seller_reminder_at", { withTimezone: true }),
    /** A return the seller accepted is dropped off by then (3 days), or the case is escalated. */
    returnDropOffDueAt: timestamp("return_drop_off_due_at", { withTimezone: true }),
    /** The seller's own account of a contested case. */
    sellerStatement: text("seller_statement"),
    /** What the seller offered back (partial_offered) and, once accepted, what was refunded. */
    partialRefundCents: integer("partial_refund_cents"),
    /** The return parcel, once the carrier created it (a hand-delivered sale's item comes back by hand). */
    returnTrackingCode: text("return_tracking_code").unique(),
    returnSendingCode: text("return_sending_code"),
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    /** The moderator who decided a contested or escalated case, and the statement of reasons both parties got. */
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decisionReasons: text("decision_reasons"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "cases_state",
      sql`${t.state} in ('awaiting_seller', 'awaiting_return', 'return_in_transit', 'partial_offered', 'contested', 'escalated', 'refunded', 'partially_refunded', 'released')`,
    ),
    check(
      "cases_reason",
      sql`${t.reason} in ('not_received', 'damaged_in_transit', 'not_as_described', 'counterfeit', 'wrong_item', 'missing_items', 'other')`,
    ),
    check("cases_description_length", sql`char_length(${t.description}) between 1 and 2000`),
    check("cases_seller_statement_length", sql`char_length(${t.sellerStatement}) <= 2000`),
    check("cases_decision_reasons_length", sql`char_length(${t.decisionReasons}) between 1 and 2000`),
    // A decided case always says why: the reasons and the moment come together.
    check("cases_decision_complete", sql`(${t.decidedAt} is null) = (${t.decisionReasons} is null)`),
    check("cases_partial_refund_positive", sql`${t.partialRefundCents} > 0`),
    check("cases_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    index("cases_buyer_idx").on(t.buyerId, t.createdAt),
    index("cases_seller_idx").on(t.sellerId, t.createdAt),
    index("cases_answer_due_idx").on(t.answerDueAt).where(sql`state in ('awaiting_seller', 'partial_offered')`),
    // The moderators' queue: the cases waiting for a decision, oldest first.
    index("cases_awaiting_decision_idx").on(t.escalatedAt).where(sql`state in ('contested', 'escalated')`),
    index("cases_return_due_idx").on(t.returnDropOffDueAt).where(sql`state = 'awaiting_return'`),
  ],
);
