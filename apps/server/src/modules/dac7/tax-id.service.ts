import { finnishPersonalIdentityCode } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import { dac7TaxIds, payoutAccounts } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { payoutsWithheld, taxIdRequired } from "./dac7-reminders";
import { taxIdSeal } from "./tax-id-seal";

export async function taxIdStatus(db: Database, sellerId: string) {
  const [row] = await db
    .select({ last4: dac7TaxIds.taxIdLast4 })
    .from(dac7TaxIds)
    .where(eq(dac7TaxIds.sellerId, sellerId));
  return {
    required: await taxIdRequired(db, sellerId),
    taxIdLast4: row?.last4 ?? null,
    payoutsWithheld: await payoutsWithheld(db, sellerId),
  };
}

/**
 * Stores the seller's Finnish personal identity code, checked (form, date, check character) and,
 * when they gave payout details, against the date of birth there: DAC7 reports both, and they
 * must name the same person. Only a seller DAC7 asks it of may give it. Stored sealed.
 */
export async function saveTaxId(deps: Pick<AppDeps, "db" | "env">, sellerId: string, input: string) {
  const { db } = deps;
  if (!(await taxIdRequired(db, sellerId))) {
    throw new HttpError(409, "TAX_ID_NOT_REQUIRED", "Kierto does not need your tax identification number.");
  }
  const [account] = await db
    .select({ dateOfBirth: payoutAccounts.dateOfBirth })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, sellerId));
  const taxId = finnishPersonalIdentityCode(input, account?.dateOfBirth);
  if (!taxId) throw new HttpError(400, "TAX_ID_INVALID", "This is not a valid Finnish personal identity code.");
  const sealed = { taxIdSealed: taxIdSeal(deps.env).seal(taxId), taxIdLast4: taxId.slice(-4) };
  await db
    .insert(dac7TaxIds)
    .values({ sellerId, ...sealed })
    .onConflictDoUpdate({ target: dac7TaxIds.sellerId, set: { ...sealed, updatedAt: new Date() } });
  return taxIdStatus(db, sellerId);
}
