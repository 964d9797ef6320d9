import { BUNDLE_MAX_ITEMS } from "@kierto/shared";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bundleBasketItems, products } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { saleError, saleHoldingItem } from "../sale-process";

/**
 * Puts a listing in the buyer's basket for its seller: each seller's items go to that seller's own
 * basket. Refused for one's own listing, a sold, draft or deleted one, and one a checkout or sale
 * holds. The product row is locked while deciding, as a checkout locks it.
 */
export async function addToBasket(
  db: Database,
  buyerId: string,
  productId: string,
): Promise<{ sellerId: string; added: boolean }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, userId: products.userId, status: products.status })
      .from(products)
      .where(eq(products.id, productId))
      .for("update");
    if (!product || product.status === "draft" || product.status === "deleted") throw notFound("Product not found.");
    if (product.userId === buyerId) {
      throw new HttpError(403, "CANNOT_BUNDLE_OWN_ITEM", "You cannot put your own item in a bundle.");
    }
    if (product.status === "sold") throw saleError.sold();
    if (product.status !== "active") throw saleError.unavailable();
    if (await saleHoldingItem(tx, productId)) throw saleError.reserved();
    const basket = and(eq(bundleBasketItems.buyerId, buyerId), eq(bundleBasketItems.sellerId, product.userId));
    const [held] = await tx.select({ value: count() }).from(bundleBasketItems).where(basket);
    if ((held?.value ?? 0) >= BUNDLE_MAX_ITEMS) {
      throw new HttpError(409, "BUNDLE_FULL", `A bundle holds at most ${BUNDLE_MAX_ITEMS} items.`);
    }
    const added = await tx
      .insert(bundleBasketItems)
      .values({ buyerId, sellerId: product.userId, productId })
      .onConflictDoNothing()
      .returning({ productId: bundleBasketItems.productId });
    return { sellerId: product.userId, added: added.length > 0 };
  });
}

/**
 * Takes an item out of the buyer's basket; taking out one that is not there changes nothing.
 * Returns the seller whose basket changed, if one did.
 */
export async function removeFromBasket(db: Database, buyerId: string, productId: string) {
  const [removed] = await db
    .delete(bundleBasketItems)
    .where(and(eq(bundleBasketItems.buyerId, buyerId), eq(bundleBasketItems.productId, productId)))
    .returning({ sellerId: bundleBasketItems.sellerId });
  return removed?.sellerId ?? null;
}
