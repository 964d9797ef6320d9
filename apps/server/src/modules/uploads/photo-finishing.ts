import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import { productPhotos } from "../../db/schema";
import { processPhoto } from "./photo-pipeline";

type FinishDeps = Pick<AppDeps, "db" | "storage">;

interface PendingPhoto {
  id: string;
  cardKey: string;
  fullKey: string;
  pendingKey: string | null;
}

/**
 * An upload answers once its original is stored (uploads.service.ts); the two WebP sizes are made
 * here, in a photo slot (photo-work.ts), so a burst of uploads queues behind the slots instead of
 * holding requests and the processor. Three things finish a photo, whichever comes first: the
 * upload itself, right after it answers; a listing claiming it (listing-photos.ts refuses an
 * unfinished one); and a request for one of its sizes (media.routes.ts). On one instance they share
 * one piece of work; across instances, finishing twice writes the same files and is harmless.
 */
const finishing = new Map<string, Promise<void>>();

/** Finishes the photo in the background; a failure is logged and left for the next finisher. */
export function finishInBackground(deps: FinishDeps & Pick<AppDeps, "logger">, photo: PendingPhoto): void {
  finishPhoto(deps, photo).catch((error: unknown) =>
    deps.logger.warn("photo could not be finished", { photoId: photo.id, error: String(error) }),
  );
}

/** Finishes those of the photos that are still pending (and the uploader's own). */
export async function finishPhotos(deps: FinishDeps, ownerId: string, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  const pending = await deps.db
    .select(pendingColumns)
    .from(productPhotos)
    .where(
      and(inArray(productPhotos.id, photoIds), eq(productPhotos.ownerId, ownerId), isNotNull(productPhotos.pendingKey)),
    );
  await Promise.all(pending.map((photo) => finishPhoto(deps, photo)));
}

/** Finishes the pending photo one of whose sizes is stored under `key`; false when there is none. */
export async function finishPhotoStoredAs(deps: FinishDeps, key: string): Promise<boolean> {
  if (!PHOTO_SIZE_KEY.test(key)) return false;
  const [photo] = await deps.db
    .select(pendingColumns)
    .from(productPhotos)
    .where(and(or(eq(productPhotos.cardKey, key), eq(productPhotos.fullKey, key)), isNotNull(productPhotos.pendingKey)))
    .limit(1);
  if (!photo) return false;
  await finishPhoto(deps, photo);
  return true;
}

export function finishPhoto(deps: FinishDeps, photo: PendingPhoto): Promise<void> {
  const running = finishing.get(photo.id);
  if (running) return running;
  const work = makeSizes(deps, photo).finally(() => finishing.delete(photo.id));
  finishing.set(photo.id, work);
  return work;
}

/** The names acceptPhoto gives a photo's two sizes. */
const PHOTO_SIZE_KEY = /^photos\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+-(?:card|full)\.webp$/;

const pendingColumns = {
  id: productPhotos.id,
  cardKey: productPhotos.cardKey,
  fullKey: productPhotos.fullKey,
  pendingKey: productPhotos.pendingKey,
};

/**
 * Idempotent: the sizes go under the names the row already has, the row is marked finished only
 * if it still waits for this original, and the original is removed last. A finisher that finds the
 * original gone looks again: another one got there first.
 */
async function makeSizes({ db, storage }: FinishDeps, photo: PendingPhoto): Promise<void> {
  const { pendingKey } = photo;
  if (!pendingKey) return;
  const original = await storage.get(pendingKey);
  if (!original) {
    if (await stillPending(db, photo.id, pendingKey)) throw new Error(`the original of photo ${photo.id} is missing`);
    return;
  }
  const sizes = await processPhoto(new Uint8Array(await new Response(original.body).arrayBuffer()));
  await Promise.all([
    storage.put(photo.cardKey, sizes.card, "image/webp"),
    storage.put(photo.fullKey, sizes.full, "image/webp"),
  ]);
  const finished = await db
    .update(productPhotos)
    .set({ pendingKey: null, width: sizes.width, height: sizes.height })
    .where(and(eq(productPhotos.id, photo.id), eq(productPhotos.pendingKey, pendingKey)))
    .returning({ id: productPhotos.id });
  // The photo was removed meanwhile (its uploader left, say): the sizes just made are nobody's.
  if (finished.length === 0 && !(await exists(db, photo.id))) await storage.delete([photo.cardKey, photo.fullKey]);
  await storage.delete([pendingKey]);
}

async function exists(db: FinishDeps["db"], photoId: string): Promise<boolean> {
  return (await db.$count(productPhotos, eq(productPhotos.id, photoId))) > 0;
}

async function stillPending(db: FinishDeps["db"], photoId: string, pendingKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(and(eq(productPhotos.id, photoId), eq(productPhotos.pendingKey, pendingKey)));
  return rows.length > 0;
}
