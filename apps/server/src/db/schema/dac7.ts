import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

/**
 * The DAC7 reminders a seller got for one calendar year, and since when their payouts are
 * withheld (modules/dac7). A row exists once a seller crossed a threshold without their details;
 * giving the details ends the withholding whatever this row says.
 */
export const dac7Reminders = pgTable(
  "dac7_reminders",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    withheldAt: timestamp("withheld_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.year] }), check("dac7_reminders_count", sql`${t.remindersSent} >= 0`)],
);

/**
 * The tax identification number DAC7 reports, asked only of sellers who crossed a threshold (the
 * rest never give it). Finnish personal identity codes only, checked before they are stored, and
 * stored encrypted (lib/sealed-text.ts): the seller reads back its last four characters, admins
 * the whole code in the DAC7 report, a copy of the database neither.
 */
export const dac7TaxIds = pgTable(
  "dac7_tax_ids",
  {
    sellerId: uuid("seller_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The code, sealed with the key for "dac7-tax-id" (modules/dac7/tax-id-seal.ts). */
    taxIdSealed: text("tax_id_sealed").notNull(),
    /** Its last four characters, what the seller is shown. */
    taxIdLast4: text("tax_id_last4").notNull(),
    /** The country that issued it (ISO 3166-1 alpha-2). */
    issuedBy: text("issued_by").notNull().default("FI"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("dac7_tax_ids_sealed", sql`${t.taxIdSealed} like 'v1.%'`),
    check("dac7_tax_ids_last4", sql`${t.taxIdLast4} ~ '^[0-9]{3}[0-9A-Y]$'`),
    check("dac7_tax_ids_country", sql`${t.issuedBy} = 'FI'`),
  ],
);
