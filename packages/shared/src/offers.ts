import { z } from "zod";

/**
 * Offers (docs/decisions/0059): a buyer proposes a lower price for a listing and the seller
 * accepts, declines or counters. The numbers both the server and the web app read.
 */

/** An open offer or counter lapses this long after it was made (a scheduled job ends it). */
export const OFFER_VALID_HOURS = 48;
/** An accepted price is held for its buyer this long; a checkout started meanwhile uses it. */
export const OFFER_PRICE_HOLD_HOURS = 24;
/** Offers one buyer may make on one listing, counters not counted. */
export const OFFER_MAX_ROUNDS = 3;
/** The lowest offer a listing takes without a floor of its seller's own: this share of the price. */
export const OFFER_MIN_PERCENT = 60;
/** Offers one buyer may make in a day, on all listings together. */
export const OFFERS_PER_DAY = 20;

/** `offer`: the buyer's; `counter`: the seller's answer with another amount, which they cannot withdraw. */
export const OFFER_KINDS = ["offer", "counter"] as const;
export const OFFER_STATES = ["open", "accepted", "declined", "countered", "withdrawn", "expired", "ended"] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export type OfferState = (typeof OFFER_STATES)[number];

/** The least a buyer may offer: 60 % of the price rounded up, or the seller's higher floor. */
export function offerMinimumCents(priceCents: number, floorCents: number | null): number {
  return Math.max(Math.ceil((priceCents * OFFER_MIN_PERCENT) / 100), floorCents ?? 0);
}

export const offerAmountSchema = z.object({
  amountCents: z.number().int().positive().max(10_000_000),
});

/**
 * The least a buyer may offer for a bundle (docs/decisions/0088): 60 % of its total after the tier
 * discount rounded up, or the sum of its items' own floors where the seller set any, whichever is
 * higher, so bundling never takes an item below what its seller said they accept.
 */
export function bundleOfferMinimumCents(totalCents: number, floorsCents: readonly (number | null)[]): number {
  const floors = floorsCents.reduce<number>((sum, floor) => sum + (floor ?? 0), 0);
  return Math.max(Math.ceil((totalCents * OFFER_MIN_PERCENT) / 100), floors);
}

/** What the browser sends for an offer on a bundle: the amount and the items it saw, which must be the basket. */
export const bundleOfferSchema = offerAmountSchema.extend({
  productIds: z.array(z.string().uuid()).min(2).max(20),
});
