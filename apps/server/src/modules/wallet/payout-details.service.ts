import type { PayoutDetails } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { payoutAccounts } from "../../db/schema";

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * The details as the owner reads them back: everything they typed but the bank account, of which
 * only the last four characters come back (they replace it whole to change it), so a stolen
 * session or a shoulder-surfer does not read the account number off the page.
 */
export function toPayoutDetailsDto(row: PayoutAccountRow) {
  return {
    legalName: row.legalName,
    dateOfBirth: row.dateOfBirth,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    ibanCountry: row.iban.slice(0, 2),
    ibanLast4: row.iban.slice(-4),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findPayoutAccount(db: Database | Tx, userId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

/** Stores the seller's details whole, replacing any earlier ones; payouts already made keep their IBAN. */
export async function savePayoutDetails(db: Database, userId: string, details: PayoutDetails) {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...details, updatedAt: new Date() } })
    .returning();
  return row as PayoutAccountRow;
}
