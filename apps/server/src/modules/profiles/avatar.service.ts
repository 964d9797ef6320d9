import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { mediaUrl, type Storage } from "../../platform/storage";
import { assertAcceptedPhoto, decodePhoto, readableOr400 } from "../uploads";
import { stopProfileReminderWhenComplete } from "./profile-completeness";

/** Avatars are shown at most about 128 px wide; 256 px covers a 2x screen. */
export const AVATAR_SIDE = 256;

/** docs/product-rules.md#limits: one avatar per user under a fixed name, overwritten by the next upload. */
export const avatarKey = (userId: string) => `avatars/${userId}/avatar.webp`;

/**
 * Processes an uploaded avatar with the listing photos' checks (magic bytes, size, pixel
 * limit), crops it to a centred square WebP without metadata, overwrites the user's one avatar
 * file and records its address. The address carries the upload time, because /media files are
 * cached for a year: a new upload must be a new address for browsers to fetch it.
 */
export async function saveAvatar(db: Database, storage: Storage, userId: string, bytes: Uint8Array) {
  assertAcceptedPhoto(bytes);
  const image = await readableOr400(async () =>
    (await decodePhoto(bytes))
      .resize({ width: AVATAR_SIDE, height: AVATAR_SIDE, fit: "cover" })
      .webp({ quality: 80 })
      .toBuffer(),
  );
  const key = avatarKey(userId);
  await storage.put(key, image, "image/webp");
  const avatarUrl = `${mediaUrl(key)}?v=${Date.now().toString(36)}`;
  const [row] = await db.update(profiles).set({ avatarUrl }).where(eq(profiles.id, userId)).returning();
  if (row) await stopProfileReminderWhenComplete(db, row);
  return row;
}
