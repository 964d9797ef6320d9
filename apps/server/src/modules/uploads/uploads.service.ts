import { randomBytes } from "node:crypto";
import { MAX_UNCLAIMED_UPLOADS } from "@kierto/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productPhotos } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { contentTypeOf, mediaUrl, type Storage } from "../../platform/storage";
import { finishPhoto } from "./photo-finishing";
import { inspectPhoto } from "./photo-pipeline";

export type PhotoRow = typeof productPhotos.$inferSelect;

/**
 * Takes an uploaded photo: checks it from its header (inspectPhoto), stores the original under a
 * fresh random name and records the photo as the uploader's, not yet part of any listing, with the
 * names its two sizes will have. The sizes are made afterwards (photo-finishing.ts), so the upload
 * answers in milliseconds instead of waiting for the encoder.
 * File first, row second: a row never points at a file that was not stored, and when recording
 * fails, the file is removed again. An unreachable storage surfaces as STORAGE_UNAVAILABLE
 * (src/error-handler.ts).
 */
export async function acceptPhoto(
  db: Database,
  storage: Storage,
  ownerId: string,
  bytes: Uint8Array,
): Promise<PhotoRow> {
  // Refused before anything is stored; checked again, under a lock, when the row is written.
  await assertRoomForUpload(db, ownerId);
  const photo = await inspectPhoto(bytes);
  const name = randomBytes(18).toString("base64url");
  const folder = `${name.slice(0, 2)}/${name}`;
  const pendingKey = `incoming/${folder}.${ORIGINAL_EXTENSIONS[photo.type]}`;
  await storage.put(pendingKey, bytes, contentTypeOf(pendingKey));
  try {
    return await db.transaction(async (tx) => {
      // One upload of a person at a time gets past the count, so parallel uploads cannot overshoot it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kierto-uploads:${ownerId}`}))`);
      await assertRoomForUpload(tx, ownerId);
      const [row] = await tx
        .insert(productPhotos)
        .values({
          ownerId,
          cardKey: `photos/${folder}-card.webp`,
          fullKey: `photos/${folder}-full.webp`,
          pendingKey,
          width: photo.width,
          height: photo.height,
        })
        .returning();
      if (!row) throw new Error("photo insert returned nothing");
      return row;
    });
  } catch (error) {
    await storage.delete([pendingKey]).catch(() => undefined);
    throw error;
  }
}

/** Takes a photo and makes its sizes before answering: the demo data and the test data. */
export async function savePhoto(db: Database, storage: Storage, ownerId: string, bytes: Uint8Array): Promise<PhotoRow> {
  const row = await acceptPhoto(db, storage, ownerId, bytes);
  await finishPhoto({ db, storage }, row);
  const finished = await db.query.productPhotos.findFirst({ where: eq(productPhotos.id, row.id) });
  if (!finished) throw new Error("photo vanished while it was finished");
  return finished;
}

const ORIGINAL_EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;

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

export function toPhotoDto(row: Pick<PhotoRow, "id" | "cardKey" | "fullKey" | "width" | "height">) {
  return {
    id: row.id,
    cardUrl: mediaUrl(row.cardKey),
    fullUrl: mediaUrl(row.fullKey),
    width: row.width,
    height: row.height,
  };
}
