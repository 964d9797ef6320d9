import { randomBytes } from "node:crypto";
import { MAX_CASE_PHOTOS } from "@kierto/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { casePhotos } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { PRIVATE_KEY_PREFIX, type Storage } from "../../platform/storage";
import { processPhoto, type UnclaimedUploads } from "../uploads";
import { caseError } from "./case-errors";

export type CasePhotoRow = typeof casePhotos.$inferSelect;
export type CasePhotoSize = "card" | "full";

/** Evidence uploaded that no report or contest claimed yet, per person: both sides' worth. */
export const MAX_UNCLAIMED_CASE_PHOTOS = MAX_CASE_PHOTOS * 2;

/**
 * Takes an evidence photo (docs/decisions/0086) through the listing photos' pipeline: checked from
 * its bytes, decoded and re-encoded to the two WebP sizes, which drops EXIF and GPS. Unlike a
 * listing photo, the sizes are made before answering and the original is never stored, so the
 * camera's metadata never reaches the storage. The files go under the private prefix with a
 * random 144-bit name, which /media does not serve and nobody can guess. File first, row second,
 * as uploads.service.ts does.
 */
export async function acceptCasePhoto(
  db: Database,
  storage: Storage,
  ownerId: string,
  bytes: Uint8Array,
): Promise<CasePhotoRow> {
  await assertRoomForCasePhoto(db, ownerId);
  const sizes = await processPhoto(bytes);
  const name = randomBytes(18).toString("base64url");
  const stem = `${PRIVATE_KEY_PREFIX}${name.slice(0, 2)}/${name}`;
  const keys = { cardKey: `${stem}-card.webp`, fullKey: `${stem}-full.webp` };
  await Promise.all([
    storage.put(keys.cardKey, sizes.card, "image/webp"),
    storage.put(keys.fullKey, sizes.full, "image/webp"),
  ]);
  try {
    return await db.transaction(async (tx) => {
      // One upload of a person at a time gets past the count, so parallel uploads cannot overshoot it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kierto-case-photos:${ownerId}`}))`);
      await assertRoomForCasePhoto(tx, ownerId);
      const [row] = await tx
        .insert(casePhotos)
        .values({ ownerId, ...keys, width: sizes.width, height: sizes.height })
        .returning();
      if (!row) throw new Error("case photo insert returned nothing");
      return row;
    });
  } catch (error) {
    await storage.delete([keys.cardKey, keys.fullKey]).catch(() => undefined);
    throw error;
  }
}

async function assertRoomForCasePhoto(db: Pick<Database, "$count">, ownerId: string): Promise<void> {
  const waiting = await db.$count(casePhotos, and(eq(casePhotos.ownerId, ownerId), isNull(casePhotos.caseId)));
  if (waiting >= MAX_UNCLAIMED_CASE_PHOTOS) {
    throw new HttpError(
      409,
      "TOO_MANY_UNCLAIMED_UPLOADS",
      `At most ${MAX_UNCLAIMED_CASE_PHOTOS} uploaded photos may wait for a report or an answer.`,
    );
  }
}

/**
 * Attaches the person's own unclaimed uploads to the case, in the transaction of the report, the
 * contest or the added evidence that names them, which holds the case's row lock: any photo that
 * is not theirs or already in a case refuses the step, and so does a side over MAX_CASE_PHOTOS.
 */
export async function claimCasePhotos(
  tx: Pick<Database, "update" | "$count">,
  ownerId: string,
  caseId: string,
  photoIds: string[],
): Promise<void> {
  if (photoIds.length === 0) return;
  const held = await tx.$count(casePhotos, and(eq(casePhotos.caseId, caseId), eq(casePhotos.ownerId, ownerId)));
  if (held + photoIds.length > MAX_CASE_PHOTOS) throw caseError.photosFull();
  const claimed = await tx
    .update(casePhotos)
    .set({ caseId })
    .where(and(inArray(casePhotos.id, photoIds), eq(casePhotos.ownerId, ownerId), isNull(casePhotos.caseId)))
    .returning({ id: casePhotos.id });
  if (claimed.length !== photoIds.length) throw caseError.photos();
}

/** The cases' evidence photos in one query, each case's in upload order. */
export async function photosOfCases(db: Database, caseIds: string[]): Promise<Map<string, CasePhotoRow[]>> {
  const byCase = new Map<string, CasePhotoRow[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await db
    .select()
    .from(casePhotos)
    .where(inArray(casePhotos.caseId, caseIds))
    .orderBy(asc(casePhotos.createdAt), asc(casePhotos.id));
  for (const row of rows) {
    if (!row.caseId) continue;
    byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), row]);
  }
  return byCase;
}

export async function photosOfCase(db: Database, caseId: string): Promise<CasePhotoRow[]> {
  return (await photosOfCases(db, [caseId])).get(caseId) ?? [];
}

/** Evidence no report or contest claimed is swept after a day, with the listing photos' uploads. */
export const unclaimedCasePhotos: UnclaimedUploads = {
  name: "unclaimed-case-photos",
  table: casePhotos,
  claimedBy: casePhotos.caseId,
  createdAt: casePhotos.createdAt,
  files: [casePhotos.cardKey, casePhotos.fullKey],
};
