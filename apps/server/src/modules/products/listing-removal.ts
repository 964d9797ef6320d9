import type { ProductStatus, StoredProductStatus } from "@kierto/shared";
import { and, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { favorites, productPhotos, products } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** Every listing query but a chat's leaves deleted listings out. */
export const notDeleted = ne(products.status, "deleted");

/** A deleted listing's page, edit or new chat: 410, so the web says it was deleted. */
export function listingDeleted(): HttpError {
  return new HttpError(410, "LISTING_DELETED", "This listing has been deleted.");
}

/** The status of a listing read by a query that leaves deleted ones out. */
export function shownStatus(status: StoredProductStatus): ProductStatus {
  if (status === "deleted") throw new Error("a deleted listing was read where deleted listings are left out");
  return status;
}

/**
 * Deletes listings the one way the seller, a moderator's decision and an account deletion all
 * use (docs/decisions/0012-listings-are-soft-deleted.md): the row stays with status `deleted`,
 * so the chats about it and the reports quoting them stay readable, but the listing shows
 * nowhere else. Its photos and favourites go. Returns the photos' storage keys, which the caller
 * removes once the transaction has committed.
 */
export async function softDeleteListings(tx: Tx, which: SQL | undefined): Promise<string[]> {
  const deleted = await tx
    .update(products)
    .set({ status: "deleted", deletedAt: sql`now()` })
    .where(and(which, ne(products.status, "deleted")))
    .returning({ id: products.id });
  const ids = deleted.map((row) => row.id);
  if (ids.length === 0) return [];
  await tx.delete(favorites).where(inArray(favorites.productId, ids));
  const photos = await tx
    .delete(productPhotos)
    .where(inArray(productPhotos.productId, ids))
    .returning({ cardKey: productPhotos.cardKey, fullKey: productPhotos.fullKey });
  return photos.flatMap((photo) => [photo.cardKey, photo.fullKey]);
}
