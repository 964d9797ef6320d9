import { randomBytes } from "node:crypto";
import { MAX_UNCLAIMED_UPLOADS } from "@kierto/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productPhotos } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { mediaUrl, type Storage } from "../../platform/storage";
import { processPhoto } from "./photo-pipeline";

export type PhotoRow = typeof productPhotos.$inferSelect;

/**
 * Processes an uploaded photo, stores its two sizes under fresh random names and records it as
 * the uploader's, not yet part of any listing. Uploads and the demo seed both come here.
 * Files first, row second: a row never points at a file that was not stored, and when storing
 * or recording fails, the files already written are removed again. An unreachable storage
 * surfaces as STORAGE_UNAVAILABLE (src/error-handler.ts).
 */
export async function savePhoto(db: Database, storage: Storage, ownerId: string, bytes: Uint8Array): Promise<PhotoRow> {
  // Refused before the costly decoding; checked again, under a lock, when the row is written.
  await assertRoomForUpload(db, ownerId);
  const photo = await processPhoto(bytes);
  const name = randomBytes(18).toString("base64url");
  const folder = `photos/${name.slice(0, 2)}`;
  const cardKey = `${folder}/${name}-card.webp`;
  const fullKey = `${folder}/${name}-full.webp`;
  const stored = await Promise.allSettled([
    storage.put(cardKey, photo.card, "image/webp"),
    storage.put(fullKey, photo.full, "image/webp"),
  ]);
  const failure = stored.find((result) => result.status === "rejected");
  if (failure) {
    await removeQuietly(storage, [cardKey, fullKey]);
    throw failure.reason;
  }
  try {
    return await db.transaction(async (tx) => {
      // One upload of a person at a time gets past the count, so parallel uploads cannot overshoot it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kierto-uploads:${ownerId}`}))`);
      await assertRoomForUpload(tx, ownerId);
      const [row] = await tx
        .insert(productPhotos)
        .values({ ownerId, cardKey, fullKey, width: photo.width, height: photo.height })
        .returning();
      if (!row) throw new Error("photo insert returned nothing");
      return row;
    });
  } catch (error) {
    await removeQuietly(storage, [cardKey, fullKey]);
    throw error;
  }
}

/**
 * docs/product-rules.md#listings: at most MAX_UNCLAIMED_UPLOADS photos a person uploaded that no
 * listing uses yet, so uploads cannot fill the storage; the sweep removes them after a day.
 */
async function assertRoomForUpload(db: Pick<Database, "$count">, ownerId: string): Promise<void> {
  const waiting = await db.$count(
    productPhotos,
    and(eq(productPhotos.ownerId, ownerId), isNull(productPhotos.productId)),
  );
  if (waiting >= MAX_UNCLAIMED_UPLOADS) {
    throw new HttpError(
      409,
      "TOO_MANY_UNCLAIMED_UPLOADS",
      `At most ${MAX_UNCLAIMED_UPLOADS} uploaded photos may wait for a listing; use or let go of some first.`,
    );
  }
}

/** Clean-up after a failure must not hide the failure itself. */
async function removeQuietly(storage: Storage, keys: string[]): Promise<void> {
  await storage.delete(keys).catch(() => undefined);
}

export function toPhotoDto(row: Pick<PhotoRow, "id" | "cardKey" | "fullKey" | "width" | "height">) {
  return {
    id: row.id,
    cardUrl: mediaUrl(row.cardKey),
    fullUrl: mediaUrl(row.fullKey),
    width: row.width,
    height: row.height,
  };
}
