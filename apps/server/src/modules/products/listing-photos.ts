import { and, asc, count, eq, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { productPhotos } from "../../db/schema";
import { badRequest } from "../../lib/http-error";

/**
 * Makes exactly `photoIds`, in that order, the listing's photos. Only the seller's own
 * uploads that no other listing has claimed, and whose sizes are made (uploads' finishPhotos), qualify; anything else refuses the whole change
 * (the caller's transaction rolls back). Returns the storage keys of the photos it dropped,
 * which the caller deletes once the transaction has committed.
 */
export async function setListingPhotos(
  tx: Tx,
  listing: { id: string; ownerId: string },
  photoIds: string[],
): Promise<string[]> {
  const dropped = await tx
    .delete(productPhotos)
    .where(
      and(
        eq(productPhotos.productId, listing.id),
        photoIds.length > 0 ? notInArray(productPhotos.id, photoIds) : undefined,
      ),
    )
    .returning({ cardKey: productPhotos.cardKey, fullKey: productPhotos.fullKey });
  if (photoIds.length > 0) {
    const ids = sql.join(
      photoIds.map((id) => sql`${id}`),
      sql`, `,
    );
    // One statement for all of them: each photo's position is its place in the list.
    const claimed = await tx.execute(sql`
      update ${productPhotos} as photo
      set product_id = ${listing.id}, position = (wanted.ordinality - 1)::smallint
      from unnest(array[${ids}]::uuid[]) with ordinality as wanted(id, ordinality)
      where photo.id = wanted.id
        and photo.owner_id = ${listing.ownerId}
        and (photo.product_id is null or photo.product_id = ${listing.id})
        and photo.pending_key is null
      returning photo.id`);
    if (claimed.rows.length !== photoIds.length) {
      throw badRequest("Some of the photos are not among your uploads, or belong to another listing.");
    }
  }
  return dropped.flatMap((photo) => [photo.cardKey, photo.fullKey]);
}

export async function countListingPhotos(tx: Tx, productId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(productPhotos).where(eq(productPhotos.productId, productId));
  return row?.value ?? 0;
}

/** The listing's photos' ids in their order, to tell a real change from a form sending them back as they are. */
export async function listingPhotoIds(tx: Tx, productId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position));
  return rows.map((row) => row.id);
}
