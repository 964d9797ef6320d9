import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { favorites, products } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { isVisibleTo, selectProductCards, toProductCard } from "../products";

/** The user's favourites as listing cards, most recently favourited first (docs/product-rules.md#favourites). */
export async function listFavorites(db: Database, userId: string) {
  const rows = await selectProductCards(db, { viewerId: userId })
    .innerJoin(favorites, and(eq(favorites.productId, products.id), eq(favorites.userId, userId)))
    .where(inArray(products.status, ["active", "sold"]))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return { items: rows.map(toProductCard) };
}

/** Idempotent: favouriting twice leaves one favourite (the unique pair in the schema). */
export async function addFavorite(db: Database, userId: string, productId: string): Promise<void> {
  const product = await favouritable(db, userId, productId);
  if (product.status === "sold") throw conflict("This item has been sold.");
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

/** Idempotent: removing a favourite that is not there succeeds too. */
export async function removeFavorite(db: Database, userId: string, productId: string): Promise<void> {
  await favouritable(db, userId, productId);
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

/** docs/product-rules.md#favourites: nobody favourites their own listing; a draft is not there for anyone else. */
async function favouritable(db: Database, userId: string, productId: string) {
  const [product] = await db
    .select({ userId: products.userId, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || !isVisibleTo(product, userId)) throw notFound("Product not found.");
  if (product.userId === userId) throw forbidden("You can't favourite your own listing.");
  return product;
}
