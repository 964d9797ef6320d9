import { bundlePrice } from "@kierto/shared";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { bundleBasketItems, offerItems, products, profiles, saleItems, transactions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { offerTermsOfListing } from "./offer-steps";

/** The key an offer on a bundle is fixed on: its item ids sorted and joined. */
export const itemsKeyOf = (productIds: readonly string[]) => [...productIds].sort().join(",");

/** The refusal naming the items that can no longer be bought; the same code the bundle's Pay gives. */
export function bundleItemsGone(productIds: string[]) {
  return new HttpError(
    409,
    "BUNDLE_ITEM_UNAVAILABLE",
    "Some items of the bundle were sold, reserved or removed.",
    undefined,
    { productIds: productIds.join(",") },
  );
}

export async function basketItemIds(tx: Database | Tx, buyerId: string, sellerId: string) {
  const rows = await tx
    .select({ productId: bundleBasketItems.productId })
    .from(bundleBasketItems)
    .where(and(eq(bundleBasketItems.buyerId, buyerId), eq(bundleBasketItems.sellerId, sellerId)))
    .orderBy(asc(bundleBasketItems.productId));
  return rows.map((row) => row.productId);
}

/**
 * Locks the items in id order (as the checkouts lock them, so they never deadlock with an offer)
 * and returns them with the ids that can no longer be bought by this buyer: sold, removed, moved
 * to another seller, or held by another buyer's checkout or sale.
 */
export async function lockBundleItems(tx: Tx, productIds: readonly string[], buyerId: string, sellerId: string) {
  const items = await tx
    .select(offerTermsOfListing)
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for("no key update");
  const held = await tx
    .selectDistinct({ productId: saleItems.productId })
    .from(saleItems)
    .innerJoin(transactions, eq(transactions.id, saleItems.transactionId))
    .where(
      and(
        inArray(saleItems.productId, [...productIds]),
        eq(saleItems.holdsItem, true),
        ne(transactions.buyerId, buyerId),
      ),
    );
  const gone = productIds.filter((id) => {
    const item = items.find((row) => row.id === id);
    return !item || item.userId !== sellerId || item.status !== "active" || held.some((row) => row.productId === id);
  });
  return { items, gone };
}

/** The bundle's total as the checkout would price it now: the items less the seller's tier discount. */
export async function bundleTotalCents(tx: Database | Tx, sellerId: string, pricesCents: number[]) {
  const [seller] = await tx.select({ tiers: profiles.bundleTiers }).from(profiles).where(eq(profiles.id, sellerId));
  return bundlePrice(pricesCents, seller?.tiers ?? []).itemsCents;
}

/** The item ids of offers on bundles, for the offer cards. */
export async function itemsOfOffers(db: Database | Tx, offerIds: string[]) {
  if (offerIds.length === 0) return new Map<string, { productId: string; title: string; priceCents: number }[]>();
  const rows = await db
    .select({
      offerId: offerItems.offerId,
      productId: offerItems.productId,
      title: products.title,
      priceCents: offerItems.priceCents,
    })
    .from(offerItems)
    .innerJoin(products, eq(products.id, offerItems.productId))
    .where(inArray(offerItems.offerId, offerIds))
    .orderBy(asc(offerItems.productId));
  const byOffer = new Map<string, { productId: string; title: string; priceCents: number }[]>();
  for (const { offerId, ...item } of rows) byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), item]);
  return byOffer;
}
