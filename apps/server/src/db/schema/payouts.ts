import { PAYOUT_PROVIDERS, PAYOUT_STATES } from "@kierto/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

export const payoutStateEnum = pgEnum("payout_state", PAYOUT_STATES);
export const payoutProviderEnum = pgEnum("payout_provider", PAYOUT_PROVIDERS);

/** The IBAN as stored: normalised (capitals, no spaces), a country, check digits and 11-30 characters. */
const isNormalisedIban = (column: AnyPgColumn) => sql`${column} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`;

/**
 * Where one seller's money goes, and who they are (docs/decisions/0037): one row per seller,
 * replaced whole when they edit it. A withdrawal locks this row, so one seller's withdrawals
 * happen one at a time; without it there is nothing to pay out to.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    legalName: text("legal_name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull().default("FI"),
    iban: text("iban").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payout_accounts_country", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check("payout_accounts_iban", isNormalisedIban(t.iban)),
    check(
      "payout_accounts_lengths",
      sql`char_length(${t.legalName}) between 1 and 120 and char_length(${t.street}) between 1 and 120 and char_length(${t.city}) between 1 and 80 and char_length(${t.postcode}) between 1 and 10`,
    ),
  ],
);

/**
 * One withdrawal of a seller's whole available balance. Its money moves in the ledger
 * (payout_requested, then payout_paid or payout_failed, keyed by this id); the row says where the
 * transfer stands and keeps the IBAN it was sent to, whatever the seller changes later.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    state: payoutStateEnum("state").notNull().default("requested"),
    iban: text("iban").notNull(),
    provider: payoutProviderEnum("provider").notNull(),
    /** The provider's id of the transfer, once sent. */
    providerReference: text("provider_reference"),
    /** Why the bank returned it (a SEPA return reason, or the provider's code). */
    failureCode: text("failure_code"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payouts_amount_positive", sql`${t.amountCents} > 0`),
    check("payouts_iban", isNormalisedIban(t.iban)),
    check("payouts_paid_at", sql`(${t.state} = 'paid') = (${t.paidAt} is not null)`),
    check(
      "payouts_failed",
      sql`(${t.state} = 'failed') = (${t.failedAt} is not null and ${t.failureCode} is not null)`,
    ),
    check("payouts_sent", sql`${t.state} = 'requested' or ${t.state} = 'failed' or ${t.sentAt} is not null`),
    index("payouts_seller_idx").on(t.sellerId, t.createdAt),
  ],
);
