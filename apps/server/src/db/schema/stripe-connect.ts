import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { payouts } from "./payouts";
import { transactions } from "./transactions";

/**
 * A seller's Stripe Connect Express account (docs/decisions/0039): created the first time they
 * ask for Stripe's onboarding, and kept current by the Connect webhook's `account.updated`. With
 * PAYOUT_PROVIDER=stripe a withdrawal needs `payouts_enabled`; the row is also what one seller's
 * withdrawals lock, so they take turns.
 */
export const stripeConnectAccounts = pgTable("stripe_connect_accounts", {
  sellerId: uuid("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "restrict" }),
  accountId: text("account_id").notNull().unique(),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  /** Stripe's `requirements.currently_due`: what the seller still has to give Stripe. */
  requirementsDue: jsonb("requirements_due").$type<string[]>().notNull().default([]),
  /** When Stripe made the account event these fields come from: an older one arriving late is not applied. */
  accountEventAt: timestamp("account_event_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Connect webhook events already processed: a redelivered event id changes nothing. */
export const stripeConnectEvents = pgTable("stripe_connect_events", {
  eventId: text("event_id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const TRANSFER_REVERSAL_STATES = ["pending", "debt", "reversed", "settled"] as const;
export type TransferReversalState = (typeof TRANSFER_REVERSAL_STATES)[number];
export const transferReversalStateEnum = pgEnum("transfer_reversal_state", TRANSFER_REVERSAL_STATES);

/**
 * Taking a refunded sale's share back from the seller's connected account after it was
 * transferred there. `pending` until Stripe answers; `reversed` when it did; `debt` while the
 * connected account's balance cannot cover it (retried by a job, visible to admins); `settled`
 * when the seller's later sales paid the debt off inside Kierto, so nothing is left to take back.
 */
export const transferReversals = pgTable(
  "transfer_reversals",
  {
    id: id(),
    saleId: uuid("sale_id")
      .notNull()
      .unique()
      .references(() => transactions.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The payout whose transfer carried the sale's share. */
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    state: transferReversalStateEnum("state").notNull().default("pending"),
    /** Attempts Stripe refused for want of balance; each later attempt has its own idempotency key. */
    refusals: integer("refusals").notNull().default(0),
    providerReference: text("provider_reference"),
    failureCode: text("failure_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("transfer_reversals_amount_positive", sql`${t.amountCents} > 0`),
    index("transfer_reversals_debt_idx").on(t.sellerId).where(sql`state = 'debt'`),
  ],
);
