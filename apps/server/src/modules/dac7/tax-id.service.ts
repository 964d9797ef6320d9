import { finnishPersonalIdentityCode } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { dac7TaxIds, payoutAccounts } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { payoutsWithheld, taxIdRequired } from "./dac7-reminders";

export async function taxIdStatus(db: Database, sellerId: string) {
  const [row] = await db.select({ taxId: dac7TaxIds.taxId }).from(dac7TaxIds).where(eq(dac7TaxIds.sellerId, sellerId));
  return {
    required: await taxIdRequired(db, sellerId),
    taxIdLast4: row ? row.taxId.slice(-4) : null,
    payoutsWithheld: await payoutsWithheld(db, sellerId),
  };
}

/**
 * Stores the seller's Finnish personal identity code, checked (form, date, check character) and,
 * when they gave payout details, against the date of birth there: DAC7 reports both, and they
 * must name the same person. Only a seller DAC7 asks it of may give it.
 */
export async function saveTaxId(db: Database, sellerId: string, input: string) {
  if (!(await taxIdRequired(db, sellerId))) {
    throw new HttpError(409, "TAX_ID_NOT_REQUIRED", "Kierto does not need your tax identification number.");
  }
  const [account] = await db
    .select({ dateOfBirth: payoutAccounts.dateOfBirth })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, sellerId));
  const taxId = finnishPersonalIdentityCode(input, account?.dateOfBirth);
  if (!taxId) throw new HttpError(400, "TAX_ID_INVALID", "This is not a valid Finnish personal identity code.");
  await db
    .insert(dac7TaxIds)
    .values({ sellerId, taxId })
    .onConflictDoUpdate({ target: dac7TaxIds.sellerId, set: { taxId, updatedAt: new Date() } });
  return taxIdStatus(db, sellerId);
}
