import type { CaseReason, CaseState, ReturnPostagePayer } from "@kierto/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { appealStatusEnum } from "./enums";
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
    /** A return the seller accepted, or a moderator decided on, is dropped off by then (3 days), or the case is escalated. */
    returnDropOffDueAt: timestamp("return_drop_off_due_at", { withTimezone: true }),
    /** The seller's own account of a contested case. */
    sellerStatement: text("seller_statement"),
    /** What the seller offered back (partial_offered) and, once accepted, what was refunded. */
    partialRefundCents: integer("partial_refund_cents"),
    /** The return parcel, once the carrier created it (a hand-delivered sale's item comes back by hand). */
    returnTrackingCode: text("return_tracking_code").unique(),
    returnSendingCode: text("return_sending_code"),
    /**
     * A shipped sale's return (docs/decisions/0087): who pays its postage, set when the seller
     * accepts the return (by the case's reason) or named by a moderator deciding on a return, and
     * its price, the carrier's postage for the sale's parcel class. Charged with the refund that
     * ends the return.
     */
    returnPostagePayer: text("return_postage_payer").$type<ReturnPostagePayer>(),
    returnPostageCents: integer("return_postage_cents"),
    /**
     * When the returned item reached the seller (the carrier's delivery, or the seller's word) and
     * the buyer was refunded: the seller has the item back, which an appeal's compensation weighs.
     */
    returnedAt: timestamp("returned_at", { withTimezone: true }),
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
    check(
      "cases_return_postage",
      sql`(${t.returnPostagePayer} is null) = (${t.returnPostageCents} is null) and (${t.returnPostagePayer} is null or ${t.returnPostagePayer} in ('buyer', 'seller', 'platform')) and (${t.returnPostageCents} is null or ${t.returnPostageCents} >= 0)`,
    ),
    // Only a full refund ends a return.
    check("cases_returned_refunded", sql`${t.returnedAt} is null or ${t.state} = 'refunded'`),
    check("cases_buyer_is_not_seller", sql`${t.buyerId} <> ${t.sellerId}`),
    index("cases_buyer_idx").on(t.buyerId, t.createdAt),
    index("cases_seller_idx").on(t.sellerId, t.createdAt),
    index("cases_answer_due_idx").on(t.answerDueAt).where(sql`state in ('awaiting_seller', 'partial_offered')`),
    // The moderators' queue: the cases waiting for a decision, oldest first.
    index("cases_awaiting_decision_idx").on(t.escalatedAt).where(sql`state in ('contested', 'escalated')`),
    index("cases_return_due_idx").on(t.returnDropOffDueAt).where(sql`state = 'awaiting_return'`),
  ],
);

/**
 * A party's appeal against a moderator's decision on their case (docs/decisions/0085): once per
 * party, within the appeal window, decided by a moderator who did not decide the case. An
 * overturned appeal records what the platform paid the appellant.
 */
export const caseAppeals = pgTable(
  "case_appeals",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    statement: text("statement").notNull(),
    status: appealStatusEnum("status").notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decisionNote: text("decision_note"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    compensationCents: integer("compensation_cents"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("case_appeals_once_per_party").on(t.caseId, t.userId),
    index("case_appeals_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    check("case_appeals_statement_length", sql`char_length(${t.statement}) between 1 and 2000`),
    // A decided appeal says why and when; a pending one has neither.
    check(
      "case_appeals_decision_complete",
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.decidedAt} is null) = (${t.decisionNote} is null)`,
    ),
    check(
      "case_appeals_compensation",
      sql`${t.compensationCents} is null or (${t.status} = 'overturned' and ${t.compensationCents} >= 0)`,
    ),
  ],
);

/**
 * A photo a party gave as evidence in a case (docs/decisions/0086): uploaded first, with no case,
 * then claimed by the buyer's report or the seller's contest, at most five each. Its files live
 * under `evidence/`, which /media never serves; only the case's parties and staff fetch them.
 */
export const casePhotos = pgTable(
  "case_photos",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    caseId: uuid("case_id").references(() => cases.id, { onDelete: "restrict" }),
    cardKey: text("card_key").notNull().unique(),
    fullKey: text("full_key").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("case_photos_case_idx").on(t.caseId, t.createdAt),
    // The uploads that no report or contest claimed yet: counted per person, swept after a day.
    index("case_photos_unclaimed_idx").on(t.ownerId, t.createdAt).where(sql`case_id is null`),
  ],
);
