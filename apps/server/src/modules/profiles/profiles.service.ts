import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, profiles, users } from "../../db/schema";
import { getRatingSummary } from "../reviews";
import { stopProfileReminderWhenComplete } from "./profile-completeness";

type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export function toPublicProfile(row: ProfileRow) {
  return {
    id: row.id,
    displayName: row.displayName,
    bio: row.bio,
    city: row.city,
    avatarUrl: row.avatarUrl,
    lastSeen: row.lastSeen?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toOwnProfile(row: ProfileRow) {
  return { ...toPublicProfile(row), role: row.role, language: row.language };
}

/** Empty strings become null, as optional profile fields are stored (docs/product-rules.md#accounts-and-profiles). */
export function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === "" ? null : value.trim();
}

/** The Profile screen's data: the own profile, the Verified badge, rating and listings count. */
export async function getOwnProfilePage(db: Database, userId: string) {
  const [[row], rating, [listed]] = await Promise.all([
    db
      .select({ profile: profiles, emailVerified: users.emailVerified })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, userId)),
    getRatingSummary(db, userId),
    db
      .select({ value: count() })
      .from(products)
      .where(and(eq(products.userId, userId), inArray(products.status, ["active", "sold"]))),
  ]);
  if (!row) return undefined;
  return { ...toOwnProfile(row.profile), emailVerified: row.emailVerified, rating, itemsListed: listed?.value ?? 0 };
}

export interface ProfileChanges {
  displayName?: string;
  bio?: string | null;
  city?: string | null;
}

/**
 * Changes only the fields given: one left out keeps its stored value. The account's own name
 * follows the display name, so the session and the profile never disagree.
 */
export async function updateOwnProfile(db: Database, userId: string, input: ProfileChanges) {
  const changes: Partial<typeof profiles.$inferInsert> = {};
  if (input.displayName !== undefined) changes.displayName = input.displayName;
  if (input.bio !== undefined) changes.bio = blankToNull(input.bio);
  if (input.city !== undefined) changes.city = blankToNull(input.city);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(profiles).set(changes).where(eq(profiles.id, userId)).returning();
    if (updated && changes.displayName !== undefined) {
      await tx.update(users).set({ name: changes.displayName }).where(eq(users.id, userId));
    }
    return updated;
  });
  if (row) await stopProfileReminderWhenComplete(db, row);
  return row;
}
