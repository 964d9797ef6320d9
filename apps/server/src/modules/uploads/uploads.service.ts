import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { productPhotos } from "../../db/schema";
import { mediaUrl, type Storage } from "../../platform/storage";
import { processPhoto } from "./photo-pipeline";

export type PhotoRow = typeof productPhotos.$inferSelect;

/**
 * Processes an uploaded photo, stores its two sizes under fresh random names and records it as
 * the uploader's, not yet part of any listing. Uploads and the demo seed both come here.
 */
export async function savePhoto(db: Database, storage: Storage, ownerId: string, bytes: Uint8Array): Promise<PhotoRow> {
  const photo = await processPhoto(bytes);
  const name = randomBytes(18).toString("base64url");
  const folder = `photos/${name.slice(0, 2)}`;
  const cardKey = `${folder}/${name}-card.webp`;
  const fullKey = `${folder}/${name}-full.webp`;
  await Promise.all([storage.put(cardKey, photo.card, "image/webp"), storage.put(fullKey, photo.full, "image/webp")]);
  try {
    const [row] = await db
      .insert(productPhotos)
      .values({ ownerId, cardKey, fullKey, width: photo.width, height: photo.height })
      .returning();
    if (!row) throw new Error("photo insert returned nothing");
    return row;
  } catch (error) {
    await storage.delete([cardKey, fullKey]);
    throw error;
  }
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
