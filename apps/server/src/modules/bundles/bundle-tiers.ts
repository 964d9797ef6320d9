import { type BundleTier, tiersStrictlyIncrease } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { profiles } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** A seller's bundle discount tiers, lowest first; none when they offer no bundle discount. */
export async function bundleTiersOf(db: Database | Tx, sellerId: string): Promise<BundleTier[]> {
  const [row] = await db.select({ tiers: profiles.bundleTiers }).from(profiles).where(eq(profiles.id, sellerId));
  return row?.tiers ?? [];
}

/**
 * Saves the seller's tiers. The route's schema checks each tier's bounds and their order; the
 * order is checked again here so no other caller can store tiers that do not climb.
 */
export async function saveBundleTiers(db: Database, sellerId: string, tiers: BundleTier[]): Promise<BundleTier[]> {
  if (!tiersStrictlyIncrease(tiers)) {
    throw new HttpError(400, "VALIDATION_FAILED", "Item counts and percentages must both increase from tier to tier.");
  }
  const stored = tiers.map(({ minItems, percent }) => ({ minItems, percent }));
  await db.update(profiles).set({ bundleTiers: stored }).where(eq(profiles.id, sellerId));
  return stored;
}
