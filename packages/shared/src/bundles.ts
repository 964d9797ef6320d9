import { z } from "zod";
import { PARCEL_SIZE_CLASSES, type ParcelSizeClass } from "./shipping";

/**
 * Bundles (docs/decisions/0082): a buyer gathers several items of one seller and pays for them
 * once, shipped as one parcel. The seller's discount tiers and the pricing both the server and the
 * web app read; the server's answer is the one charged.
 */

export const BUNDLE_MAX_TIERS = 3;
export const BUNDLE_TIER_MIN_ITEMS = 2;
export const BUNDLE_TIER_MIN_PERCENT = 1;
export const BUNDLE_TIER_MAX_PERCENT = 30;
/** Items one basket holds: a parcel, not a warehouse. */
export const BUNDLE_MAX_ITEMS = 20;

export interface BundleTier {
  minItems: number;
  percent: number;
}

const tierSchema = z.object({
  minItems: z.number().int().min(BUNDLE_TIER_MIN_ITEMS).max(BUNDLE_MAX_ITEMS),
  percent: z.number().int().min(BUNDLE_TIER_MIN_PERCENT).max(BUNDLE_TIER_MAX_PERCENT),
});

/** Whether both the item counts and the percentages climb from each tier to the next. */
export function tiersStrictlyIncrease(tiers: readonly BundleTier[]): boolean {
  return tiers.every((tier, i) => {
    const previous = tiers[i - 1];
    return !previous || (tier.minItems > previous.minItems && tier.percent > previous.percent);
  });
}

/** A seller's tiers as they save them: up to three, counts and percentages strictly increasing. */
export const bundleTiersSchema = z.object({
  tiers: z
    .array(tierSchema)
    .max(BUNDLE_MAX_TIERS)
    .refine(tiersStrictlyIncrease, { message: "Item counts and percentages must both increase from tier to tier." }),
});

/** The tier a bundle of `count` items reaches: the highest whose minimum it meets, or null. */
export function reachedTier(tiers: readonly BundleTier[], count: number): BundleTier | null {
  let reached: BundleTier | null = null;
  for (const tier of tiers) if (count >= tier.minItems) reached = tier;
  return reached;
}

export interface BundlePrice {
  subtotalCents: number;
  tier: BundleTier | null;
  discountCents: number;
  /** What the buyer pays for the items: the subtotal less the discount, before postage. */
  itemsCents: number;
}

/** The items' price after the tier's discount; the discount is rounded down, never in the buyer's disfavour. */
export function bundlePrice(pricesCents: readonly number[], tiers: readonly BundleTier[]): BundlePrice {
  const subtotalCents = pricesCents.reduce((sum, cents) => sum + cents, 0);
  const tier = reachedTier(tiers, pricesCents.length);
  const discountCents = tier ? Math.floor((subtotalCents * tier.percent) / 100) : 0;
  return { subtotalCents, tier, discountCents, itemsCents: subtotalCents - discountCents };
}

type DeliveryMethod = "hand_delivery" | "shipping" | "both";

/**
 * How a bundle can travel: shipping only if every item offers it, hand delivery only if every item
 * does, in the largest parcel class of the items; null when the items have no method in common.
 */
export function bundleDelivery(
  items: readonly { deliveryMethod: DeliveryMethod; parcelSize: ParcelSizeClass | null }[],
): { deliveryMethod: DeliveryMethod; parcelSize: ParcelSizeClass | null } | null {
  const ship = items.length > 0 && items.every((item) => item.deliveryMethod !== "hand_delivery" && item.parcelSize);
  const hand = items.length > 0 && items.every((item) => item.deliveryMethod !== "shipping");
  if (!ship && !hand) return null;
  const parcelSize = ship ? largestParcel(items.map((item) => item.parcelSize as ParcelSizeClass)) : null;
  return { deliveryMethod: ship && hand ? "both" : ship ? "shipping" : "hand_delivery", parcelSize };
}

export function largestParcel(sizes: readonly ParcelSizeClass[]): ParcelSizeClass {
  return sizes.reduce((largest, size) =>
    PARCEL_SIZE_CLASSES.indexOf(size) > PARCEL_SIZE_CLASSES.indexOf(largest) ? size : largest,
  );
}

export const bundleItemSchema = z.object({ productId: z.string().uuid() });
