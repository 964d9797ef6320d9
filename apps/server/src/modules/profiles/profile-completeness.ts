import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications, type profiles } from "../../db/schema";

type ProfileRow = typeof profiles.$inferSelect;

/** A profile is complete for the reminder (docs/product-rules.md#accounts-and-profiles) once it has a city and an avatar. */
export function isProfileComplete(row: Pick<ProfileRow, "city" | "avatarUrl">): boolean {
  return Boolean(row.city && row.avatarUrl);
}

/** The profile reminder stops asking once the profile is complete: its unread notice is marked read. */
export async function stopProfileReminderWhenComplete(db: Database, row: ProfileRow): Promise<void> {
  if (!isProfileComplete(row)) return;
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(eq(notifications.userId, row.id), eq(notifications.type, "profile_reminder"), eq(notifications.read, false)),
    );
}
