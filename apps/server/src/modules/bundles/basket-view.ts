import {
  type BundleTier,
  bundleDelivery,
  bundleOfferMinimumCents,
  bundlePrice,
  lowestPostageCents,
  type ParcelSizeClass,
} from "@kierto/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bundleBasketItems, products, profiles, saleItems, transactions } from "../../db/schema";
import { liveBundleOffer } from "../offers";
import { coverPhotoOf, toCover } from "../products";
import { bundleTiersOf } from "./bundle-tiers";

/** The items of one basket with what decides whether they can still be bought. */
async function basketItems(db: Database, buyerId: string, sellerId: string) {
  const cover = coverPhotoOf(db);
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      status: products.status,
      deliveryMethod: products.deliveryMethod,
      parcelSize: products.parcelSize,
      offersEnabled: products.offersEnabled,
      offerFloorCents: products.offerFloorCents,
      cover: { cardKey: cover.cardKey, fullKey: cover.fullKey },
      // Held by someone else's checkout or sale; the buyer's own open bundle checkout does not count.
      heldByOther: sql<boolean>`exists (select 1 from ${saleItems} join ${transactions} on ${transactions.id} = ${saleItems.transactionId} where ${saleItems.productId} = ${products.id} and ${saleItems.holdsItem} and ${transactions.buyerId} <> ${buyerId})`,
    })
    .from(bundleBasketItems)
    .innerJoin(products, eq(products.id, bundleBasketItems.productId))
    .leftJoinLateral(cover, sql`true`)
    .where(and(eq(bundleBasketItems.buyerId, buyerId), eq(bundleBasketItems.sellerId, sellerId)))
    .orderBy(asc(bundleBasketItems.createdAt), asc(products.id));
  return rows.map(({ heldByOther, cover: photo, offersEnabled, offerFloorCents, ...item }) => ({
    ...item,
    cover: toCover(photo),
    available: item.status === "active" && !heldByOther,
    // The minimum offer counts every item's floor; one item taking none closes offers on the bundle.
    offerFloorCents: offersEnabled ? (offerFloorCents ?? 0) : null,
  }));
}

/**
 * What the basket for one seller costs, from the listings' prices as they are now: the subtotal
 * of the items still for sale, the tier reached and its discount, the ways the bundle can travel
 * (one parcel in the largest item's class) and the lowest postage for it. Items sold or removed
 * meanwhile are listed as unavailable and priced at nothing.
 */
export async function getBasketView(db: Database, buyerId: string, sellerId: string) {
  const [items, tiers, seller] = await Promise.all([
    basketItems(db, buyerId, sellerId),
    bundleTiersOf(db, sellerId),
    db.select({ id: profiles.id, displayName: profiles.displayName }).from(profiles).where(eq(profiles.id, sellerId)),
  ]);
  const buyable = items.filter((item) => item.available);
  const priced = pricing(buyable, tiers);
  const offer = await liveBundleOffer(
    db,
    buyerId,
    sellerId,
    items.map((item) => item.id),
  );
  const floors = buyable.map((item) => item.offerFloorCents);
  const takesOffers = buyable.length >= 2 && buyable.length === items.length && !floors.includes(null);
  return {
    seller: seller[0] ?? { id: sellerId, displayName: "" },
    items: items.map(({ status: _status, offerFloorCents: _floor, ...item }) => item),
    tiers,
    ...priced,
    offerMinimumCents: takesOffers ? bundleOfferMinimumCents(priced.itemsCents, floors) : null,
    offer: offer && {
      ...offer,
      heldUntil: offer.heldUntil?.toISOString() ?? null,
    },
    // An accepted total is what Pay charges for the items (the lower, should the listings have gone below it).
    totalCents:
      offer?.state === "accepted"
        ? priced.totalCents - priced.itemsCents + Math.min(offer.amountCents, priced.itemsCents)
        : priced.totalCents,
  };
}

function pricing(
  items: {
    priceCents: number;
    deliveryMethod: "hand_delivery" | "shipping" | "both";
    parcelSize: ParcelSizeClass | null;
  }[],
  tiers: BundleTier[],
) {
  const price = bundlePrice(
    items.map((item) => item.priceCents),
    tiers,
  );
  const delivery = bundleDelivery(items);
  const shipping = delivery !== null && delivery.deliveryMethod !== "hand_delivery";
  const postageFromCents = shipping && delivery.parcelSize ? lowestPostageCents(delivery.parcelSize) : null;
  return {
    subtotalCents: price.subtotalCents,
    tier: price.tier,
    discountCents: price.discountCents,
    itemsCents: price.itemsCents,
    delivery: {
      shipping,
      handDelivery: delivery !== null && delivery.deliveryMethod !== "shipping",
      parcelSize: shipping ? (delivery.parcelSize ?? null) : null,
      postageFromCents,
    },
    /** With the lowest postage when the bundle can only be shipped; the buyer's pickup point sets the exact one. */
    totalCents: price.itemsCents + (delivery?.deliveryMethod === "shipping" ? (postageFromCents ?? 0) : 0),
  };
}

/** The buyer's baskets, one per seller, with how many items each holds: the header's bundle link. */
export async function listBaskets(db: Database, buyerId: string) {
  return db
    .select({
      sellerId: bundleBasketItems.sellerId,
      sellerName: profiles.displayName,
      itemCount: sql<number>`count(*)::int`,
    })
    .from(bundleBasketItems)
    .innerJoin(profiles, eq(profiles.id, bundleBasketItems.sellerId))
    .where(eq(bundleBasketItems.buyerId, buyerId))
    .groupBy(bundleBasketItems.sellerId, profiles.displayName)
    .orderBy(asc(profiles.displayName));
}
