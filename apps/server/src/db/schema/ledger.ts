import type { LedgerProblemCode } from "@kierto/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cases } from "./cases";
import { createdAt, id } from "./columns";
import { ledgerAccountEnum, ledgerEntryKindEnum } from "./enums";
import { transactions } from "./transactions";

/**
 * One movement of money (docs/decisions/0035): a journal entry whose postings sum to zero, written
 * in the database transaction of the change that causes it. The idempotency key names the cause
 * (`sale_paid:<sale id>`), so the same movement is never posted twice, whoever retries it. Entries
 * and postings are append-only: triggers refuse an update, a delete, a truncate and, at commit, an
 * entry whose postings do not balance (migration 0024).
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    kind: ledgerEntryKindEnum("kind").notNull(),
    saleId: uuid("sale_id").references(() => transactions.id, { onDelete: "restrict" }),
    /** The payout it belongs to (payout entries); a plain uuid so the ledger does not depend on payouts. */
    payoutId: uuid("payout_id"),
    /**
     * The case whose return parcel this entry charges (`return_postage` only). Unique: the
     * database refuses a second charge for one case, whatever key it comes with.
     */
    returnPostageCaseId: uuid("return_postage_case_id")
      .unique("ledger_entries_one_return_postage_per_case")
      .references(() => cases.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("ledger_entries_key_length", sql`char_length(${t.idempotencyKey}) between 1 and 200`),
    index("ledger_entries_sale_idx").on(t.saleId).where(sql`${t.saleId} is not null`),
    index("ledger_entries_payout_idx").on(t.payoutId).where(sql`${t.payoutId} is not null`),
    index("ledger_entries_created_idx").on(t.createdAt),
  ],
);

/**
 * One side of an entry: a signed amount in cents on one account, debit positive, credit negative.
 * Seller accounts name their seller; the platform's own accounts name nobody.
 */
export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: "restrict" }),
    account: ledgerAccountEnum("account").notNull(),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_postings_not_zero", sql`${t.amountCents} <> 0`),
    check(
      "ledger_postings_owner_matches_account",
      sql`(${t.account} in ('seller_pending', 'seller_available', 'seller_payout_in_transit')) = (${t.ownerId} is not null)`,
    ),
    index("ledger_postings_entry_idx").on(t.entryId),
    // A seller's balances, and the platform's totals per account, are sums over these.
    index("ledger_postings_owner_idx").on(t.ownerId, t.account).where(sql`${t.ownerId} is not null`),
    index("ledger_postings_account_idx").on(t.account, t.createdAt),
  ],
);

/** What one run of the ledger check found (modules/ledger/ledger-check.ts). */
export interface LedgerProblem {
  code: LedgerProblemCode;
  /** How many entries or sellers, and the cents involved. */
  count: number;
  cents: number;
}

/**
 * Each run of the scheduled ledger check: when it ran, how much it read, and what it found. The
 * finance page shows the last; a run that found anything has alerted every admin.
 */
export const ledgerChecks = pgTable(
  "ledger_checks",
  {
    id: id(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
    ok: boolean("ok").notNull(),
    entriesChecked: integer("entries_checked").notNull(),
    problems: jsonb("problems").$type<LedgerProblem[]>().notNull(),
  },
  (t) => [index("ledger_checks_ran_idx").on(t.ranAt.desc())],
);
