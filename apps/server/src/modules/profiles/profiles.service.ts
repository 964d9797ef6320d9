import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";

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
  return { ...toPublicProfile(row), role: row.role };
}

/** Empty strings become null, as the spec stores optional fields (§5). */
export function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === "" ? null : value.trim();
}
